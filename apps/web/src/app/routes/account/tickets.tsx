import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { TicketList } from '../../../features/events/components/ticket-list';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

/** /account/tickets: the customer's attendance tickets with their QR codes (the QR library loads with this page only). */
export default function TicketsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  usePageMeta({ title: `${t('events.tickets.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('events.tickets.title')} subtitle={t('events.tickets.subtitle')} />
      {session ? <TicketList userId={session.userId} /> : null}
    </>
  );
}
