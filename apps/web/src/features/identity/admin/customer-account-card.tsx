import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { CustomerDetail } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerTypeTag } from './customer-type-tag';
import { customerLink, purposeOf } from './customer-facts';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** How the account came to be: its type, purpose, when it joined and who invited it. */
export function CustomerAccountCard({ customer, from }: { customer: CustomerDetail; from: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const purpose = purposeOf(customer);
  const items: DescriptionsProps['items'] = [
    { key: 'type', label: t('admin.customer.type'), children: <CustomerTypeTag type={customer.customerType} /> },
    ...(purpose
      ? [{ key: 'purpose', label: t('admin.customer.purpose'), children: t(`admin.purposes.${purpose}`) }]
      : []),
    { key: 'joined', label: t('admin.customer.joined'), children: formatDateTime(customer.createdAt, locale) },
    {
      key: 'invitedBy',
      label: t('admin.customer.invitedBy'),
      children: customer.invitedBy ? (
        <Link {...customerLink(customer.invitedBy.id, from)}>{customer.invitedBy.fullName}</Link>
      ) : (
        <span className="admin-muted">{t('admin.customer.notInvited')}</span>
      ),
    },
  ];
  return (
    <Card title={t('admin.customer.account')} className="admin-panel">
      <Descriptions column={1} size="small" items={items} className="admin-facts" />
    </Card>
  );
}
