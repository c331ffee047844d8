import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { type ErrorCode, PHOTO_MAX_BYTES, errorMessage } from '@ringside/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/language';
import { FileButton, FileHint } from '../../../components/admin/file-button';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
// The server takes pictures up to the photo limit; a bigger file is refused before it travels.
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

interface Props {
  label: string;
  /** The stored picture's wide rendition, if any. */
  image: string | null;
  /** Alternative text of the shown picture. */
  alt: string;
  /** The code whose message says what is accepted (HUBHMIM001, HUBADIM001). */
  invalidCode: ErrorCode;
  /** Without a saved item there is nothing to attach a picture to yet: the reason shows instead of the button. */
  disabledHint?: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  remove?: () => Promise<unknown>;
}

/** A banner's or an ad's picture: shown wide, uploaded with progress and an instant preview, replaced or removed. */
export function PictureField({ label, image, alt, invalidCode, disabledHint, upload, remove }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const invalid = () => errorMessage(invalidCode, currentLanguage(), { maxMb: MAX_MB }) ?? invalidCode;
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      setProblem(invalid());
      return;
    }
    setProblem(null);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload(file, setProgress)
      .catch((error: unknown) =>
        setProblem(
          error instanceof ApiError && error.fieldErrors.image
            ? error.fieldErrors.image.message
            : errorText(error, t('feedback.networkError')),
        ),
      )
      .finally(() => {
        setProgress(null);
        setPreview(null);
      });
  };

  const shown = preview ?? image;
  return (
    <div className="content-admin-picture" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="admin-filter-label">
        {label}
      </span>
      <div className="content-admin-picture-frame">
        {shown ? (
          <img src={shown} alt={alt} />
        ) : (
          <span className="content-admin-picture-none">
            <PictureOutlined aria-hidden />
            {t('content.admin.picture.none')}
          </span>
        )}
      </div>
      {progress !== null ? (
        <Progress percent={progress} size="small" aria-label={t('content.admin.picture.uploading')} />
      ) : null}
      {disabledHint ? (
        <FileHint hint={disabledHint} problem={null} />
      ) : (
        <>
          <div className="admin-actions">
            <FileButton
              accept={TYPES}
              onFile={choose}
              icon={<UploadOutlined aria-hidden />}
              loading={progress !== null}
            >
              {t(image ? 'content.admin.picture.replace' : 'content.admin.picture.upload')}
            </FileButton>
            {image && remove ? (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                loading={removing}
                disabled={progress !== null}
                onClick={() => {
                  setRemoving(true);
                  void remove().finally(() => setRemoving(false));
                }}
              >
                {t('content.admin.picture.remove')}
              </Button>
            ) : null}
          </div>
          <FileHint hint={t('content.admin.picture.hint', { maxMb: MAX_MB })} problem={problem} />
        </>
      )}
    </div>
  );
}
