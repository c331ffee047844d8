import { DeleteOutlined, ExportOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Typography } from 'antd';
import type { AdminVideo } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { showSuccess } from '../../../lib/feedback';
import { useAdminVideo } from '../api/admin-videos';
import { useDeleteVideo } from '../api/delete-video';
import { useVideoAction } from '../api/video-actions';
import { useUploadVideoPoster } from '../api/video-poster';
import { cancelVideoUpload, useVideoUpload } from '../upload/video-uploads';
import { FfmpegWarning } from './ffmpeg-warning';
import { VIDEOS_LIST } from './paths';
import { PosterPanel } from './poster-panel';
import { useBackPath } from '../../../components/admin/use-back-path';
import { BackLink, EditorPending, isGone } from './editor-frame';
import { VideoFile } from './video-file';
import { VideoForm } from './video-form';
import { AccessTag, FeaturedTag, PublicationTag, VideoStatusTag } from './video-tags';
import '../../../components/admin/admin.css';
import './videos-admin.css';

/** Publish (once processed), take back to draft, see the public page, delete. */
function VideoActions({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const back = useBackPath(VIDEOS_LIST);
  const action = useVideoAction();
  const remove = useDeleteVideo();
  const ready = video.processing.status === 'READY';
  const published = video.publication === 'PUBLISHED';

  const confirmPublication = () =>
    modal.confirm({
      title: t(published ? 'videosAdmin.actions.unpublishTitle' : 'videosAdmin.actions.publishTitle', {
        title: video.title,
      }),
      content: t(published ? 'videosAdmin.actions.unpublishText' : 'videosAdmin.actions.publishText'),
      okText: t(published ? 'videosAdmin.actions.unpublish' : 'videosAdmin.actions.publish'),
      cancelText: t('common.cancel'),
      onOk: () =>
        action.mutateAsync({ videoId: video.id, action: published ? 'unpublish' : 'publish' }).then(() =>
          showSuccess(
            t(published ? 'videosAdmin.actions.unpublished' : 'videosAdmin.actions.published', {
              title: video.title,
            }),
          ),
        ),
    });

  const confirmDelete = () =>
    modal.confirm({
      title: t('videosAdmin.actions.deleteTitle', { title: video.title }),
      content: t(published ? 'videosAdmin.actions.deletePublishedText' : 'videosAdmin.actions.deleteText'),
      okText: t('videosAdmin.actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await cancelVideoUpload(video.id);
        await remove.mutateAsync(video.id);
        showSuccess(t('videosAdmin.actions.deleted', { title: video.title }));
        void navigate(back, { replace: true });
      },
    });

  return (
    <div className="admin-actions videos-admin-head-actions">
      {published ? (
        <Button href={`/videos/${video.slug}`} target="_blank" icon={<ExportOutlined aria-hidden />}>
          {t('videosAdmin.actions.viewPublic')}
        </Button>
      ) : null}
      {published ? (
        <Button icon={<RollbackOutlined aria-hidden />} onClick={confirmPublication} loading={action.isPending}>
          {t('videosAdmin.actions.unpublish')}
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          onClick={confirmPublication}
          disabled={!ready}
          title={ready ? undefined : t('videosAdmin.actions.publishNotReady')}
          loading={action.isPending}
        >
          {t('videosAdmin.actions.publish')}
        </Button>
      )}
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
        {t('videosAdmin.actions.delete')}
      </Button>
    </div>
  );
}

function VideoHead({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const upload = useVideoUpload(video.id);
  return (
    <>
      <header className="videos-admin-head">
        <div className="admin-person-text">
          <Typography.Title level={1} className="admin-person-name">
            {video.title}
          </Typography.Title>
          <span className="admin-tags">
            <VideoStatusTag processing={video.processing} upload={upload} />
            <PublicationTag publication={video.publication} />
            <AccessTag access={video.access} />
            {video.featured ? <FeaturedTag /> : null}
          </span>
        </div>
        <VideoActions video={video} />
      </header>
      {video.publication === 'DRAFT' && video.processing.status === 'READY' ? (
        <Alert type="info" showIcon title={t('videosAdmin.editor.readyToPublish')} />
      ) : null}
    </>
  );
}

function VideoEditor({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const upload = useVideoUpload(videoId);
  const query = useAdminVideo(videoId, { uploadingHere: upload?.phase === 'uploading' });
  const poster = useUploadVideoPoster();
  const video = query.data;

  const back = <BackLink list={VIDEOS_LIST} label={t('videosAdmin.editor.back')} />;
  if (!video || isGone(query))
    return (
      <EditorPending
        query={query}
        back={back}
        notFound={t('videosAdmin.editor.notFound')}
        loadFailed={t('videosAdmin.editor.loadFailed')}
      />
    );

  return (
    <div className="admin-stack">
      {back}
      <VideoHead video={video} />
      <FfmpegWarning />
      <div className="videos-admin-editor">
        <VideoForm key={video.id} video={video} />
        <div className="admin-stack videos-admin-side">
          <VideoFile video={video} fetchedAt={query.dataUpdatedAt} />
          <PosterPanel
            poster={video.poster}
            alt={t('videosAdmin.poster.alt', { title: video.title })}
            note={
              video.poster
                ? t(video.customPoster ? 'videosAdmin.poster.custom' : 'videosAdmin.poster.fromVideo')
                : t('videosAdmin.poster.willComeFromVideo')
            }
            upload={(file, onProgress) => poster.mutateAsync({ id: video.id, file, onProgress })}
          />
        </div>
      </div>
    </div>
  );
}

/** /admin/videos/:videoId: `new` creates a video; any other id opens that video. */
export function VideoEditorView({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  if (videoId !== 'new') return <VideoEditor videoId={videoId} />;
  return (
    <div className="admin-stack">
      <BackLink list={VIDEOS_LIST} label={t('videosAdmin.editor.back')} />
      <PageHeader title={t('videosAdmin.editor.newTitle')} subtitle={t('videosAdmin.editor.newSubtitle')} />
      <FfmpegWarning />
      <VideoForm />
    </div>
  );
}
