import { Progress, Typography } from 'antd';
import type { AdminVideo } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useVideoUpload } from '../upload/video-uploads';
import { VideoStatusTag, percentOf } from './video-tags';

/** The file's state in a list: its tag, a thin bar while it moves, the reason when it failed. */
export function VideoState({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const { processing } = video;
  // An upload from this browser is more current than what the server last recorded.
  const upload = useVideoUpload(video.id);
  const uploading = upload && upload.phase !== 'done' ? upload : undefined;
  const percent = uploading ? Math.floor((uploading.sent / Math.max(1, uploading.total)) * 100) : percentOf(processing);
  return (
    <span className="videos-admin-state">
      <VideoStatusTag processing={processing} upload={uploading} />
      {percent !== null ? (
        <Progress
          percent={percent}
          size="small"
          showInfo={false}
          status={processing.status === 'PROCESSING' ? 'active' : 'normal'}
          aria-label={t(`videosAdmin.status.${processing.status}`)}
          className="videos-admin-state-bar"
        />
      ) : null}
      {processing.status === 'FAILED' && processing.error ? (
        <Typography.Text type="danger" className="videos-admin-state-error">
          {processing.error}
        </Typography.Text>
      ) : null}
    </span>
  );
}
