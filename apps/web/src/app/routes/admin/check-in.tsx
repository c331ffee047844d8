import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /admin/check-in (placeholder). */
export default function AdminCheckInPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.nav.checkIn')} />;
}
