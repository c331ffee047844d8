import { CameraOutlined } from '../../../components/ui/icons/CameraOutlined';
import { UserOutlined } from '../../../components/ui/icons/UserOutlined';
import { Button, Progress } from 'antd';
import { type FighterPhoto, PHOTO_MAX_BYTES, errorMessage } from '@ringside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';
import { useUploadFighterPhoto } from '../api/upload-fighter-photo';
import { shrinkPhoto } from './shrink-photo';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

interface Props {
  id?: string;
  /** The uploaded photo's id, as the application keeps it. */
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** The photo the application has now, for its preview. */
  current: FighterPhoto | null;
  disabled?: boolean;
}

/**
 * Photo upload with an immediate local preview and a progress bar. Type and size are checked here first
 * (JPEG, PNG or WebP up to 5 MB, as the server does); large phone pictures are shrunk before they travel.
 */
export function PhotoField({ id, value, onChange, current, disabled }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFighterPhoto();
  const [preview, setPreview] = useState<string | undefined>(current?.card);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const localUrl = useRef<string | undefined>(undefined);

  useEffect(
    () => () => {
      if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    },
    [],
  );

  const tooLarge = () => errorMessage('HUBFPPH003', currentLanguage(), { maxMb: MAX_MB }) ?? '';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!ACCEPTED.includes(file.type)) return setProblem(tooLarge());
    setPreparing(true);
    const prepared = await shrinkPhoto(file);
    setPreparing(false);
    if (prepared.size > PHOTO_MAX_BYTES) return setProblem(tooLarge());

    const previous = preview;
    if (localUrl.current) URL.revokeObjectURL(localUrl.current);
    localUrl.current = URL.createObjectURL(prepared);
    setPreview(localUrl.current);
    setProgress(0);
    upload.mutate(
      { file: prepared, onProgress: setProgress },
      {
        onSuccess: (photo) => {
          setProgress(null);
          onChange?.(photo.id);
        },
        onError: () => {
          setProgress(null);
          setPreview(previous);
        },
      },
    );
  };

  const busy = preparing || upload.isPending;
  return (
    <div className="fighters-photo-field">
      <div className="fighters-photo-preview">
        {preview ? (
          <img src={preview} alt={t('fighters.application.photo.preview')} />
        ) : (
          <UserOutlined aria-hidden className="fighters-photo-empty" />
        )}
      </div>
      <div className="fighters-photo-actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED.join(',')}
          className="visually-hidden"
          disabled={disabled || busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()} disabled={disabled} loading={busy}>
          {value || preview ? t('fighters.application.photo.replace') : t('fighters.application.photo.choose')}
        </Button>
        {progress !== null ? (
          <div role="status">
            <Progress percent={progress} size="small" />
            <span className="fighters-muted">
              {progress < 100 ? t('fighters.application.photo.uploading') : t('fighters.application.photo.processing')}
            </span>
          </div>
        ) : preparing ? (
          <span className="fighters-muted" role="status">
            {t('fighters.application.photo.preparing')}
          </span>
        ) : null}
        {problem ? (
          <span className="fighters-error" role="alert">
            {problem}
          </span>
        ) : null}
        <p className="fighters-muted fighters-hint">{t('fighters.application.photo.hint', { maxMb: MAX_MB })}</p>
      </div>
    </div>
  );
}
