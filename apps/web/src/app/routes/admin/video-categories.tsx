import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { CategoryList } from '../../../features/videos-admin/components/category-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/video-categories (DASHBOARD): the hub's categories in their order. */
export default function AdminVideoCategoriesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.videoCategories')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <PageHeader title={t('videosAdmin.categories.title')} subtitle={t('videosAdmin.categories.subtitle')} />
        <CategoryList />
      </div>
    </RequireArea>
  );
}
