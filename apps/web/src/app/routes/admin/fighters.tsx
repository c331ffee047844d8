import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { ReviewQueue } from '../../../features/fighters/admin/review-queue';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/fighters (BOOKINGANDTICKETING): the fighter applications queue, oldest pending first. */
export default function FighterApplicationsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.fighters')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader title={t('fightersAdmin.queue.title')} subtitle={t('fightersAdmin.queue.subtitle')} />
        <ReviewQueue />
      </div>
    </RequireArea>
  );
}
