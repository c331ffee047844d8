import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { PHOTO_MAX_BYTES, errorMessage, type Artwork } from '@ringside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/language';
import { FileButton, FileHint } from '../../../components/admin/file-button';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
// The server takes posters up to the photo limit; a bigger file is refused before it travels.
export const IMAGE_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** A chosen image's problem in the catalogue's words, or null when it may be sent. */
export function imageProblem(file: File): string | null {
  if (IMAGE_TYPES.includes(file.type) && file.size <= PHOTO_MAX_BYTES) return null;
  return errorMessage('HUBVDPS001', currentLanguage(), { maxMb: IMAGE_MAX_MB }) ?? file.name;
}

interface Props {
  poster: Artwork | null;
  alt: string;
  /** Under the picture: where the poster came from. */
  note?: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}

/** A landscape poster as the hub shows it: upload or replace it, with the upload's progress and a preview. */
export function PosterPanel({ poster, alt, note, upload }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload(file, setProgress)
      .then(() => showSuccess(t('videosAdmin.poster.uploaded')))
      .catch(() => undefined)
      .finally(() => {
        setProgress(null);
        setPreview(null);
      });
  };

  const shown = preview ?? poster?.card ?? null;
  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {t('videosAdmin.poster.title')}
        </Typography.Title>
      }
    >
      <div className="admin-stack">
        <div className="videos-admin-poster-frame">
          {shown ? (
            <img src={shown} alt={alt} />
          ) : (
            <span className="videos-admin-poster-none">
              <PictureOutlined aria-hidden />
              {t('videosAdmin.poster.none')}
            </span>
          )}
        </div>
        {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
        {progress !== null ? (
          <Progress percent={progress} size="small" aria-label={t('videosAdmin.poster.uploading')} />
        ) : null}
        <div className="admin-actions">
          <FileButton
            accept={IMAGE_TYPES}
            onFile={choose}
            icon={<UploadOutlined aria-hidden />}
            loading={progress !== null}
            inputLabel={t('videosAdmin.poster.upload')}
          >
            {t(poster ? 'videosAdmin.poster.replace' : 'videosAdmin.poster.upload')}
          </FileButton>
        </div>
        <FileHint hint={t('videosAdmin.poster.hint', { maxMb: IMAGE_MAX_MB })} problem={problem} />
      </div>
    </Card>
  );
}
