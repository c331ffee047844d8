import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { RegistrationList } from '../../../features/events/components/registration-list';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

/** /account/registrations: the fighter's registrations to compete, with each one's audit log. */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  usePageMeta({ title: `${t('events.registrations.title')} | ${brand.shortName}`, noindex: true });
  const individual = session?.customerType === 'INDIVIDUAL';
  return (
    <>
      <PageHeader title={t('events.registrations.title')} subtitle={t('events.registrations.subtitle')} />
      {session && individual ? (
        <RegistrationList userId={session.userId} />
      ) : (
        <section className="events-panel">
          <EmptyState text={t('events.registrations.notIndividual')} />
        </section>
      )}
    </>
  );
}
