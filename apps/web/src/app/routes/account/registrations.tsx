import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /account/registrations: the fighter's event registrations (placeholder). */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('nav.registrations')} />;
}
