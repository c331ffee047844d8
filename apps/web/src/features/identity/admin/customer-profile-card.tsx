import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { CustomerDetail } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/countries';
import { mobileOf } from './customer-facts';
import { VerifiedMark } from '../../../components/admin/verified-mark';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** Countries are stored as ISO codes; names come from the countries list (fetched once, kept). */
function useCountryNames() {
  const countries = useCountries();
  return (code: string | null, demonym = false) => {
    if (!code) return '';
    const country = countries.data?.find((item) => item.code === code);
    return (demonym ? country?.demonym : country?.name) ?? code;
  };
}

/** Contact and personal facts of a customer: what they told us and what they confirmed. */
export function CustomerProfileCard({ customer }: { customer: CustomerDetail }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const none = t('admin.list.none');
  const countryName = useCountryNames();
  const mobile = mobileOf(customer);
  const address = [
    customer.streetAddress,
    customer.city,
    customer.state,
    customer.postCode,
    countryName(customer.country),
  ]
    .filter(Boolean)
    .join(', ');

  const items: DescriptionsProps['items'] = [
    {
      key: 'email',
      label: t('admin.customer.email'),
      children: customer.email ? (
        <span className="admin-fact">
          <span className="admin-break">{customer.email}</span> <VerifiedMark verified={customer.emailVerified} long />
        </span>
      ) : (
        none
      ),
    },
    {
      key: 'mobile',
      label: t('admin.customer.mobile'),
      children: mobile ? (
        <span className="admin-fact">
          <span>{mobile}</span> <VerifiedMark verified={customer.mobileNumberVerified} long />
        </span>
      ) : (
        none
      ),
    },
    {
      key: 'title',
      label: t('admin.customer.title'),
      children: customer.title ? t(`admin.titles.${customer.title}`) : none,
    },
    {
      key: 'gender',
      label: t('admin.customer.gender'),
      children: customer.gender ? t(`admin.genders.${customer.gender}`) : none,
    },
    {
      key: 'dob',
      label: t('admin.customer.dateOfBirth'),
      children: formatDate(customer.dateOfBirth, DATE_FORMAT_ISO, locale) || none,
    },
    {
      key: 'nationality',
      label: t('admin.customer.nationality'),
      children: countryName(customer.nationality, true) || none,
    },
    { key: 'address', label: t('admin.customer.address'), children: address || none },
  ];
  return (
    <Card title={t('admin.customer.profile')} className="admin-panel">
      <Descriptions column={1} size="small" items={items} className="admin-facts" />
    </Card>
  );
}
