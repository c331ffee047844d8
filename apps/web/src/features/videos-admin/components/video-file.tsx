import { CloudUploadOutlined, LoadingOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Progress, Tag, Typography } from 'antd';
import { errorMessage, type AdminVideo, type MediaCapabilities } from '@ringside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/language';
import { adminVideoQuery } from '../api/admin-videos';
import { useMediaCapabilities } from '../api/capabilities';
import { refreshVideos } from '../api/video-cache';
import { useVideoAction } from '../api/video-actions';
import { formatBytes, formatClock } from '../upload/upload-stats';
import { forgetVideoUpload, startVideoUpload, useVideoUpload } from '../upload/video-uploads';
import { FileButton, FileHint } from '../../../components/admin/file-button';
import { UploadProgress } from './upload-progress';
import { VideoPreview } from './video-preview';
import { useDisplayLocale } from '../../../components/use-display-locale';

export const VIDEO_TYPES = ['video/*', '.mkv', '.mov', '.mp4', '.ts', '.m4v', '.webm'];
const UPLOAD_PATH = '/api/v1/uploads';

/** A chosen file's problem in the catalogue's words (too large, not a video), or null when it may be sent. */
export function videoFileProblem(file: File, capabilities: MediaCapabilities | undefined, notVideo: string) {
  if (file.type && !file.type.startsWith('video/') && file.type !== 'application/octet-stream') return notVideo;
  if (capabilities && file.size > capabilities.maxUploadBytes)
    return (
      errorMessage('HUBVDUP002', currentLanguage(), {
        maxGb: Math.round((capabilities.maxUploadBytes / 1024 ** 3) * 10) / 10,
      }) ?? notVideo
    );
  return null;
}

/** Starts a video's upload; when the last byte is in, the video and the lists are asked for again. */
export function useStartUpload() {
  const queryClient = useQueryClient();
  const capabilities = useMediaCapabilities().data;
  return (videoId: string, file: File) =>
    startVideoUpload(videoId, file, {
      endpoint: capabilities?.uploadUrl ?? UPLOAD_PATH,
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: adminVideoQuery(videoId).queryKey });
        void refreshVideos(queryClient);
      },
    });
}

/** Choosing the file: the button, the limit, and a file's problem. */
function FileChooser({ video, label }: { video: AdminVideo; label: string }) {
  const { t } = useTranslation();
  const capabilities = useMediaCapabilities().data;
  const start = useStartUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const maxGb = capabilities ? Math.round((capabilities.maxUploadBytes / 1024 ** 3) * 10) / 10 : null;
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = videoFileProblem(file, capabilities, t('videosAdmin.file.notVideo'));
    setProblem(refused);
    if (!refused) start(video.id, file);
  };
  return (
    <div className="admin-stack">
      <FileButton
        type="primary"
        size="large"
        accept={VIDEO_TYPES}
        onFile={choose}
        icon={<CloudUploadOutlined aria-hidden />}
        inputLabel={t('videosAdmin.file.inputLabel')}
      >
        {label}
      </FileButton>
      <FileHint
        hint={maxGb === null ? t('videosAdmin.file.hintNoLimit') : t('videosAdmin.file.hint', { maxGb })}
        problem={problem}
      />
    </div>
  );
}

function Processing({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  return (
    <div className="admin-stack">
      <Typography.Text strong>
        <LoadingOutlined aria-hidden /> {t('videosAdmin.file.processingTitle')}
      </Typography.Text>
      <Progress
        percent={video.processing.progress}
        status="active"
        aria-label={t('videosAdmin.file.processingTitle')}
      />
      <Typography.Text type="secondary" className="videos-admin-help">
        {t('videosAdmin.file.processingText')}
      </Typography.Text>
    </div>
  );
}

function Ready({ video }: { video: AdminVideo }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const none = t('admin.list.none');
  const { processing } = video;
  return (
    <div className="admin-stack">
      <Alert type="success" showIcon title={t('videosAdmin.file.readyTitle')} />
      <Descriptions column={1} size="small" className="admin-facts">
        <Descriptions.Item label={t('videosAdmin.file.duration')}>
          {video.durationSeconds ? formatClock(video.durationSeconds, locale) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('videosAdmin.file.qualities')}>
          <span className="admin-tags">
            {video.qualities.length
              ? video.qualities.map((height) => (
                  <Tag key={height} className="admin-tag">
                    {height}p
                  </Tag>
                ))
              : none}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('videosAdmin.file.source')}>
          {[
            processing.sourceHeight ? `${processing.sourceHeight}p` : null,
            processing.sizeBytes ? formatBytes(processing.sizeBytes, locale) : null,
          ]
            .filter(Boolean)
            .join(' · ') || none}
        </Descriptions.Item>
      </Descriptions>
      <div className="admin-actions">
        <VideoPreview videoId={video.id} title={video.title} />
      </div>
    </div>
  );
}

function Failed({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const capabilities = useMediaCapabilities().data;
  const retry = useVideoAction();
  return (
    <div className="admin-stack">
      <Alert
        type="error"
        showIcon
        title={t('videosAdmin.file.failedTitle')}
        description={video.processing.error ?? undefined}
        action={
          <Button
            size="small"
            icon={<RedoOutlined aria-hidden />}
            loading={retry.isPending}
            disabled={capabilities?.ffmpeg === false}
            onClick={() =>
              retry.mutate(
                { videoId: video.id, action: 'retry' },
                { onSuccess: () => showSuccess(t('videosAdmin.file.retrying')) },
              )
            }
          >
            {t('videosAdmin.file.retry')}
          </Button>
        }
      />
      <Typography.Text type="secondary">{t('videosAdmin.file.replaceHint')}</Typography.Text>
      <FileChooser video={video} label={t('videosAdmin.file.chooseOther')} />
    </div>
  );
}

/** The video's file: choosing it, its upload from this browser, then its processing and the result. */
export function VideoFile({ video, fetchedAt }: { video: AdminVideo; fetchedAt: number }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const upload = useVideoUpload(video.id);
  const { status, uploadedBytes, sizeBytes } = video.processing;
  // Once the server's answer is newer than the last byte, its state (processing, or a quick failure) takes over.
  const settled = upload?.phase === 'done' && upload.finishedAt !== null && fetchedAt > upload.finishedAt;
  useEffect(() => {
    if (settled) forgetVideoUpload(video.id);
  }, [settled, video.id]);

  let body;
  if (upload && upload.phase !== 'done') body = <UploadProgress upload={upload} />;
  else if (upload && !settled)
    body = (
      <Typography.Text>
        <LoadingOutlined aria-hidden /> {t('videosAdmin.file.uploaded')}
      </Typography.Text>
    );
  else if (status === 'PROCESSING') body = <Processing video={video} />;
  else if (status === 'READY') body = <Ready video={video} />;
  else if (status === 'FAILED') body = <Failed video={video} />;
  else
    body = (
      <div className="admin-stack">
        {uploadedBytes && sizeBytes ? (
          <Alert
            type="info"
            showIcon
            title={t('videosAdmin.file.interrupted', {
              sent: formatBytes(uploadedBytes, locale),
              total: formatBytes(sizeBytes, locale),
            })}
            description={t('videosAdmin.file.interruptedText')}
          />
        ) : (
          <Typography.Text type="secondary">{t('videosAdmin.file.waiting')}</Typography.Text>
        )}
        <FileChooser video={video} label={t('videosAdmin.file.choose')} />
      </div>
    );

  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {t('videosAdmin.file.title')}
        </Typography.Title>
      }
    >
      {body}
    </Card>
  );
}
