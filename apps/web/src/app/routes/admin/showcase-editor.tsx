import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { useAdminShowcase } from '../../../features/videos-admin/api/admin-showcases';
import { ShowcaseEditorView } from '../../../features/videos-admin/components/showcase-editor-view';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** /admin/showcases/:showcaseId (DASHBOARD): create (`new`) or edit one showcase and its videos. */
export default function AdminShowcaseEditorPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { showcaseId = 'new' } = useParams();
  const session = useSession();
  const allowed = session?.permissions.includes('DASHBOARD') ?? false;
  const title = useAdminShowcase(allowed && showcaseId !== 'new' ? showcaseId : undefined).data?.title;
  const shown = title ?? t(showcaseId === 'new' ? 'videosAdmin.showcases.newTitle' : 'admin.nav.showcases');
  usePageMeta({ title: `${shown} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <ShowcaseEditorView key={showcaseId} showcaseId={showcaseId} />
      </div>
    </RequireArea>
  );
}
