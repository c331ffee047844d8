import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Progress, Typography } from 'antd';
import { PHOTO_MAX_BYTES, errorMessage, type AdminEvent } from '@ringside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/language';
import { FileButton, FileHint } from '../../../components/admin/file-button';
import { useRemovePoster, useUploadPoster } from './api/admin-event-poster';
import { isClosed } from './event-facts';

const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
// The server takes posters up to the photo limit; a bigger file is refused before it travels.
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** The poster: shown as the pages show it; upload (with progress and an instant preview), replace, remove. */
export function EventPoster({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const upload = useUploadPoster();
  const remove = useRemovePoster();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = isClosed(event.status);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!POSTER_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      setProblem(errorMessage('HUBEVPT002', currentLanguage(), { maxMb: MAX_MB }) ?? file.name);
      return;
    }
    setProblem(null);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { eventId: event.id, file, onProgress: setProgress },
      {
        onSuccess: () => showSuccess(t('eventsAdmin.poster.uploaded')),
        onSettled: () => setPreview(null),
      },
    );
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t('eventsAdmin.poster.removeTitle'),
      content: t('eventsAdmin.poster.removeText'),
      okText: t('eventsAdmin.poster.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(event.id).then(() => showSuccess(t('eventsAdmin.poster.removed'))),
    });

  const shown = preview ?? event.poster?.card ?? null;
  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {t('eventsAdmin.poster.title')}
        </Typography.Title>
      }
    >
      <div className="events-admin-poster">
        <div className="events-admin-poster-frame">
          {shown ? (
            <img src={shown} alt={t('eventsAdmin.poster.alt', { name: event.name })} />
          ) : (
            <span className="events-admin-poster-none">
              <PictureOutlined aria-hidden />
              {t('eventsAdmin.poster.none')}
            </span>
          )}
        </div>
        <div className="admin-stack">
          {upload.isPending ? (
            <Progress percent={progress} size="small" aria-label={t('eventsAdmin.poster.uploading')} />
          ) : null}
          <div className="admin-actions">
            <FileButton
              accept={POSTER_TYPES}
              onFile={choose}
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isPending}
              disabled={locked}
            >
              {t(event.poster ? 'eventsAdmin.poster.replace' : 'eventsAdmin.poster.upload')}
            </FileButton>
            {event.poster ? (
              <Button
                icon={<DeleteOutlined aria-hidden />}
                onClick={confirmRemove}
                disabled={locked || upload.isPending}
              >
                {t('eventsAdmin.poster.remove')}
              </Button>
            ) : null}
          </div>
          <FileHint hint={t('eventsAdmin.poster.hint', { maxMb: MAX_MB })} problem={problem} />
        </div>
      </div>
    </Card>
  );
}
