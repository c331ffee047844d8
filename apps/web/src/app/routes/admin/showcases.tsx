import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { ShowcaseList } from '../../../features/videos-admin/components/showcase-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/showcases (DASHBOARD): bundles of videos (a whole event card, a season). */
export default function AdminShowcasesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  usePageMeta({ title: `${t('admin.nav.showcases')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <PageHeader
          title={t('videosAdmin.showcases.title')}
          subtitle={t('videosAdmin.showcases.subtitle')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/admin/showcases/new')}
            >
              {t('videosAdmin.showcases.newShowcase')}
            </Button>
          }
        />
        <ShowcaseList />
      </div>
    </RequireArea>
  );
}
