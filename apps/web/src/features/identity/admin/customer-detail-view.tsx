import { ArrowLeftOutlined } from '@ant-design/icons';
import { Avatar, Button, Skeleton, Tag, Typography } from 'antd';
import { initials } from '@ringside/contract/display/names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBackPath } from '../../../components/admin/use-back-path';
import { EmptyState } from '../../../components/empty-state';
import { isNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCustomerDetail } from '../api/customer-detail';
import { CustomerAccountCard } from './customer-account-card';
import { CustomerDevices } from './customer-devices';
import { CustomerProfileCard } from './customer-profile-card';
import { purposeOf } from './customer-facts';
import { CustomerTypeTag } from './customer-type-tag';
import { StaffPermissionsForm } from './staff-permissions-form';
import '../../../components/admin/admin.css';
import './admin.css';

/**
 * One customer for staff: profile, account, devices with forced sign-out, a staff member's areas, and what the page
 * adds below once the customer is found (`sections`, from other features: their purchases, tickets and access).
 */
export function CustomerDetailView({
  userId,
  sections,
}: {
  userId: string;
  sections?: (customer: { id: string; fullName: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const back = useBackPath('/admin/customers');
  const detail = useCustomerDetail(userId);
  const customer = detail.data;
  const backLink = (
    <Link to={back} className="admin-back">
      <ArrowLeftOutlined aria-hidden /> {t('admin.customer.back')}
    </Link>
  );

  if (!customer) {
    if (detail.isError) {
      const missing = isNotFound(detail.error);
      return (
        <div className="admin-stack">
          {backLink}
          <EmptyState
            text={missing ? t('admin.customer.notFound') : t('admin.list.loadFailed')}
            action={missing ? undefined : <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
          />
        </div>
      );
    }
    return (
      <div className="admin-stack">
        {backLink}
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const isSelf = session?.userId === customer.id;
  const purpose = purposeOf(customer);
  // Links from this page (the inviter) come back here, not to the list.
  const here = location.pathname;
  return (
    <div className="admin-stack">
      {backLink}
      <header className="admin-person">
        <Avatar size={56} className="admin-avatar">
          {initials(customer.fullName)}
        </Avatar>
        <div className="admin-person-text">
          <Typography.Title level={1} className="admin-person-name">
            {customer.fullName}
          </Typography.Title>
          <span className="admin-tags">
            <CustomerTypeTag type={customer.customerType} />
            {purpose ? <Tag className="admin-tag">{t(`admin.purposes.${purpose}`)}</Tag> : null}
            {isSelf ? (
              <Tag color="green" className="admin-tag">
                {t('admin.customer.you')}
              </Tag>
            ) : null}
          </span>
        </div>
      </header>
      <div className="admin-detail-grid">
        <CustomerProfileCard customer={customer} />
        <div className="admin-stack">
          <CustomerAccountCard customer={customer} from={here} />
          {customer.customerType === 'SUPPORT' ? (
            <StaffPermissionsForm key={customer.id} customer={customer} isSelf={isSelf} />
          ) : null}
        </div>
      </div>
      <CustomerDevices customer={customer} isSelf={isSelf} />
      {sections?.(customer)}
    </div>
  );
}
