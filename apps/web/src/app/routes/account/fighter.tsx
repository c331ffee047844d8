import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { FighterApplication, NotIndividual } from '../../../features/fighters/components/fighter-application';
import type { ApplicationPrefill } from '../../../features/fighters/components/application-values';
import { useCustomer } from '../../../features/identity/api/customer';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

export default function FighterApplicationPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  const individual = session?.customerType === 'INDIVIDUAL';
  // A first application starts from the account's own profile (names, title, gender, birth date, nationality).
  const customer = useCustomer(individual ? session?.userId : undefined);
  usePageMeta({ title: `${t('fighters.application.title')} | ${brand.shortName}`, noindex: true });

  const prefill: ApplicationPrefill | undefined = customer.data
    ? {
        title: customer.data.title,
        firstName: customer.data.firstName,
        middleName: customer.data.middleName,
        lastName: customer.data.lastName,
        gender: customer.data.gender,
        dateOfBirth: customer.data.dateOfBirth,
        nationality: customer.data.nationality,
      }
    : undefined;

  return (
    <>
      <PageHeader title={t('fighters.application.title')} subtitle={t('fighters.application.subtitle')} />
      {session && individual ? <FighterApplication userId={session.userId} prefill={prefill} /> : <NotIndividual />}
    </>
  );
}
