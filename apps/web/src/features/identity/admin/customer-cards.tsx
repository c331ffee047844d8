import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { CustomerSummary } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerTypeTag } from './customer-type-tag';
import { customerLink, mobileOf, purposeOf } from './customer-facts';
import { VerifiedMark } from '../../../components/admin/verified-mark';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** Customers on phones: a card each, the whole card a link to the detail. */
export function CustomerCards({ items, from }: { items: CustomerSummary[]; from: string }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  return (
    <ul className="admin-cards">
      {items.map((customer) => {
        const mobile = mobileOf(customer);
        const purpose = purposeOf(customer);
        return (
          <li key={customer.id}>
            <Link {...customerLink(customer.id, from)} className="admin-card">
              <span className="admin-card-top">
                <span className="admin-card-title">{customer.fullName}</span>
                <CustomerTypeTag type={customer.customerType} />
              </span>
              {customer.email ? (
                <span className="admin-card-line">
                  <MailOutlined aria-hidden /> {customer.email}
                </span>
              ) : null}
              {mobile ? (
                <span className="admin-card-line">
                  <MobileOutlined aria-hidden /> {mobile}
                </span>
              ) : null}
              <span className="admin-card-meta">
                {purpose ? <span>{t(`admin.purposes.${purpose}`)}</span> : null}
                <VerifiedMark verified={customer.verified} long />
                <span>{t('admin.customers.devicesCount', { count: customer.activeDevices })}</span>
                <span>
                  {t('admin.customers.joinedOn', { date: formatDate(customer.createdAt, DATE_FORMAT_ISO, locale) })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
