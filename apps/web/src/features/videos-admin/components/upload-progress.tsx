import { CloseOutlined, PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { formatBytes, formatDuration, formatSpeed, secondsLeft } from '../upload/upload-stats';
import { cancelVideoUpload, pauseVideoUpload, resumeVideoUpload, type UploadState } from '../upload/video-uploads';
import { useDisplayLocale } from '../../../components/use-display-locale';

/**
 * The upload as it goes: the bar, bytes sent of the total, the speed over the last seconds and the time left;
 * pause, resume and cancel. A dropped connection is retried by itself, then waits here for "Resume".
 */
export function UploadProgress({ upload }: { upload: UploadState }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const percent = upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0;
  const left = secondsLeft(upload.sent, upload.total, upload.speed);
  const units = {
    hours: t('videosAdmin.upload.units.hours'),
    minutes: t('videosAdmin.upload.units.minutes'),
    seconds: t('videosAdmin.upload.units.seconds'),
  };
  const sizes = t('videosAdmin.upload.sentOfTotal', {
    sent: formatBytes(upload.sent, locale),
    total: formatBytes(upload.total, locale),
  });
  const pace =
    upload.phase === 'uploading'
      ? upload.speed === null
        ? t('videosAdmin.upload.measuring')
        : [
            formatSpeed(upload.speed, locale),
            left === null ? null : t('videosAdmin.upload.timeLeft', { time: formatDuration(left, units, locale) }),
          ]
            .filter(Boolean)
            .join(' · ')
      : upload.phase === 'paused'
        ? t('videosAdmin.upload.paused')
        : null;

  const confirmCancel = () =>
    modal.confirm({
      title: t('videosAdmin.upload.cancelTitle'),
      content: t('videosAdmin.upload.cancelText'),
      okText: t('videosAdmin.upload.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('videosAdmin.upload.keepGoing'),
      onOk: () => cancelVideoUpload(upload.videoId),
    });

  return (
    <div className="admin-stack videos-admin-upload">
      <Typography.Text strong className="videos-admin-file-name">
        {upload.fileName}
      </Typography.Text>
      <Progress
        percent={percent}
        status={upload.phase === 'failed' ? 'exception' : upload.phase === 'uploading' ? 'active' : 'normal'}
        aria-label={t('videosAdmin.upload.progressLabel', { name: upload.fileName })}
      />
      <div className="videos-admin-upload-facts" aria-live="off">
        <span className="videos-admin-number">{sizes}</span>
        {pace ? <span className="admin-muted videos-admin-number">{pace}</span> : null}
      </div>
      {upload.resumedAt > 0 ? (
        <Typography.Text type="secondary" className="videos-admin-help">
          {t('videosAdmin.upload.resumedFrom', { sent: formatBytes(upload.resumedAt, locale) })}
        </Typography.Text>
      ) : null}
      {upload.phase === 'failed' && upload.error ? (
        <Alert
          type="error"
          showIcon
          title={
            upload.error.isNetworkError
              ? t('videosAdmin.upload.connectionLost')
              : errorText(upload.error, t('feedback.networkError'))
          }
          description={upload.error.isNetworkError ? t('videosAdmin.upload.connectionLostText') : undefined}
        />
      ) : null}
      <div className="admin-actions">
        {upload.phase === 'uploading' ? (
          <Button icon={<PauseOutlined aria-hidden />} onClick={() => pauseVideoUpload(upload.videoId)}>
            {t('videosAdmin.upload.pause')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<CaretRightOutlined aria-hidden />}
            onClick={() => resumeVideoUpload(upload.videoId)}
          >
            {t('videosAdmin.upload.resume')}
          </Button>
        )}
        <Button danger icon={<CloseOutlined aria-hidden />} onClick={confirmCancel}>
          {t('videosAdmin.upload.cancel')}
        </Button>
      </div>
    </div>
  );
}
