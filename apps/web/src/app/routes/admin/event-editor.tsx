import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { useAdminEvent } from '../../../features/events/admin/api/admin-events';
import { EventEditorView } from '../../../features/events/admin/event-editor-view';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** /admin/events/:eventId (BOOKINGANDTICKETING): create (`new`) or run one event. */
export default function AdminEventEditorPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { eventId = 'new' } = useParams();
  const session = useSession();
  const allowed = session?.permissions.includes('BOOKINGANDTICKETING') ?? false;
  // The same query the view runs (shared cache), read here for the title; not run without the area.
  const name = useAdminEvent(allowed && eventId !== 'new' ? eventId : undefined).data?.name;
  const title = name ?? t(eventId === 'new' ? 'eventsAdmin.editor.newTitle' : 'admin.nav.events');
  usePageMeta({ title: `${title} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <EventEditorView key={eventId} eventId={eventId} />
      </div>
    </RequireArea>
  );
}
