import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaCapabilities } from '../api/capabilities';

/** Says so clearly when this server cannot process uploads (no ffmpeg): files would wait for ever. */
export function FfmpegWarning() {
  const { t } = useTranslation();
  const capabilities = useMediaCapabilities();
  if (capabilities.data?.ffmpeg !== false) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="videos-admin-banner"
      title={t('videosAdmin.capabilities.noFfmpegTitle')}
      description={t('videosAdmin.capabilities.noFfmpegText')}
    />
  );
}
