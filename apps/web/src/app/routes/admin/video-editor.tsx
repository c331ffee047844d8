import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { useQuery } from '@tanstack/react-query';
import { adminVideoQuery } from '../../../features/videos-admin/api/admin-videos';
import { VideoEditorView } from '../../../features/videos-admin/components/video-editor-view';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** /admin/videos/:videoId (DASHBOARD): create (`new`) or edit one video, upload its file, publish it. */
export default function AdminVideoEditorPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { videoId = 'new' } = useParams();
  const session = useSession();
  const allowed = session?.permissions.includes('DASHBOARD') ?? false;
  // The same query the view runs (shared cache, polled there), read here for the title; not run without the area.
  const title = useQuery({ ...adminVideoQuery(videoId), enabled: allowed && videoId !== 'new' }).data?.title;
  const shown = title ?? t(videoId === 'new' ? 'videosAdmin.editor.newTitle' : 'admin.nav.videos');
  usePageMeta({ title: `${shown} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <VideoEditorView key={videoId} videoId={videoId} />
      </div>
    </RequireArea>
  );
}
