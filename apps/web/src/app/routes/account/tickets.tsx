import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /account/tickets: the fan's attendance tickets (placeholder). */
export default function TicketsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('nav.tickets')} />;
}
