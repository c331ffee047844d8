import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageMeta } from '../../../components/use-page-meta';
import { useCustomer } from '../../../features/identity/api/customer';
import { ProfileForm } from '../../../features/identity/components/profile-form';
import { useSession } from '../../../lib/session';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  const customer = useCustomer(session?.userId);
  usePageMeta({ title: `${t('account.profile.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      {customer.data ? (
        <ProfileForm key={customer.data.id} customer={customer.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </>
  );
}
