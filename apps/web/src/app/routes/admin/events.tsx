import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { EventList } from '../../../features/events/admin/event-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/events (BOOKINGANDTICKETING): every event with its counts; new events start here. */
export default function AdminEventsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  usePageMeta({ title: `${t('admin.nav.events')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader
          title={t('eventsAdmin.list.title')}
          subtitle={t('eventsAdmin.list.subtitle')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/admin/events/new')}
            >
              {t('eventsAdmin.list.newEvent')}
            </Button>
          }
        />
        <EventList />
      </div>
    </RequireArea>
  );
}
