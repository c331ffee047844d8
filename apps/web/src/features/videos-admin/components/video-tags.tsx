import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  LoadingOutlined,
  StarFilled,
  UploadOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { AdminVideo, Publication, VideoAccess, VideoStatus } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../upload/video-uploads';

const STATUS_LOOK: Record<VideoStatus, { color: string; icon: ReactNode }> = {
  UPLOADING: { color: 'blue', icon: <UploadOutlined aria-hidden /> },
  PROCESSING: { color: 'gold', icon: <LoadingOutlined aria-hidden /> },
  READY: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  FAILED: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
};

/** Percent of the file the server holds (while it uploads), or of the processing; null when not known. */
export function percentOf(processing: AdminVideo['processing']): number | null {
  if (processing.status === 'PROCESSING') return processing.progress;
  if (processing.status === 'UPLOADING' && processing.sizeBytes && processing.uploadedBytes !== null)
    return Math.floor((processing.uploadedBytes / processing.sizeBytes) * 100);
  return null;
}

/**
 * The file's state: waiting or uploading, processing (with its percent), ready, failed. An upload running in this
 * browser is shown as it goes (the server hears of its bytes only every few seconds).
 */
export function VideoStatusTag({ processing, upload }: { processing: AdminVideo['processing']; upload?: UploadState }) {
  const { t } = useTranslation();
  if (upload && upload.phase !== 'done') {
    const sent = upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0;
    return (
      <Tag
        color={upload.phase === 'failed' ? 'red' : 'blue'}
        icon={<UploadOutlined aria-hidden />}
        className="admin-tag"
      >
        {t(`videosAdmin.upload.tag.${upload.phase}`)} {sent}%
      </Tag>
    );
  }
  const look = STATUS_LOOK[processing.status];
  const percent = percentOf(processing);
  const waiting = processing.status === 'UPLOADING' && processing.uploadedBytes === null;
  return (
    <Tag color={waiting ? 'default' : look.color} icon={look.icon} className="admin-tag">
      {t(waiting ? 'videosAdmin.status.WAITING' : `videosAdmin.status.${processing.status}`)}
      {percent !== null ? ` ${percent}%` : ''}
    </Tag>
  );
}

/** A state without its numbers (a video listed elsewhere, a showcase's entry). */
export function StatusTag({ status }: { status: VideoStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <Tag color={look.color} icon={look.icon} className="admin-tag">
      {t(`videosAdmin.status.${status}`)}
    </Tag>
  );
}

export function PublicationTag({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  return (
    <Tag color={publication === 'PUBLISHED' ? 'green' : 'default'} className="admin-tag">
      {t(`videosAdmin.publication.${publication}`)}
    </Tag>
  );
}

export function AccessTag({ access }: { access: VideoAccess }) {
  const { t } = useTranslation();
  return (
    <Tag color={access === 'FREE' ? 'cyan' : 'purple'} className="admin-tag">
      {t(`videosAdmin.access.${access}`)}
    </Tag>
  );
}

export function FeaturedTag() {
  const { t } = useTranslation();
  return (
    <Tag color="volcano" icon={<StarFilled aria-hidden />} className="admin-tag">
      {t('videosAdmin.featured')}
    </Tag>
  );
}
