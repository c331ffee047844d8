import { Typography, type TableColumnsType } from 'antd';
import type { Invitation } from '@ringside/contract';
import { formatDate, formatDateTime, formatTime, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useInvitations } from '../api/invitations';
import { AreaTags } from './area-tags';
import { CopyInvitationLink } from './copy-invitation-link';
import { CustomerTypeTag } from './customer-type-tag';
import { customerLink } from './customer-facts';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { InvitationStatusTag } from './invitation-status-tag';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { AdminTable } from '../../../components/admin/admin-table';
import '../../../components/admin/admin.css';
import './admin.css';

const STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string | undefined): value is Status => STATUSES.some((status) => status === value);

/** Invitations sent, newest first, filtered by status; pending ones offer their sign-up link to copy. */
export function InvitationList() {
  const { t } = useTranslation();
  const location = useLocation();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  const { values, page, setFilter, setPage } = useListParams(['status'] as const);
  const status = isStatus(values.status) ? values.status : undefined;
  const search = useInvitations({ ...(status ? { status } : {}), page, pageSize: PAGE_SIZE });
  const from = location.pathname + location.search;
  const result = search.data;

  const inviter = (invitation: Invitation) => (
    <Link {...customerLink(invitation.invitedBy.id, from)}>{invitation.invitedBy.fullName}</Link>
  );
  const areas = (invitation: Invitation) =>
    invitation.customerType === 'SUPPORT' ? <AreaTags areas={invitation.permissions} /> : t('admin.list.none');
  const columns: TableColumnsType<Invitation> = [
    {
      key: 'invitedTo',
      title: t('admin.invitations.columns.invitedTo'),
      render: (_, invitation) => <span className="admin-break">{invitation.invitedTo}</span>,
    },
    {
      key: 'type',
      title: t('admin.invitations.columns.type'),
      render: (_, invitation) => <CustomerTypeTag type={invitation.customerType} />,
    },
    { key: 'areas', title: t('admin.invitations.columns.areas'), render: (_, invitation) => areas(invitation) },
    {
      key: 'status',
      title: t('admin.invitations.columns.status'),
      render: (_, invitation) => <InvitationStatusTag status={invitation.status} />,
    },
    {
      key: 'invitedBy',
      title: t('admin.invitations.columns.invitedBy'),
      render: (_, invitation) => inviter(invitation),
    },
    {
      key: 'sent',
      title: t('admin.invitations.columns.sent'),
      render: (_, invitation) => (
        <>
          {formatDate(invitation.createdAt, DATE_FORMAT_ISO, locale)}{' '}
          <span className="admin-muted">{formatTime(invitation.createdAt, locale)}</span>
        </>
      ),
      className: 'admin-nowrap',
    },
    // The day is enough for a validity counted in days, and keeps the row on one line.
    {
      key: 'expires',
      title: t('admin.invitations.columns.expires'),
      render: (_, invitation) => formatDate(invitation.expiresAt, DATE_FORMAT_ISO, locale),
      className: 'admin-nowrap',
    },
    {
      key: 'link',
      title: <span className="visually-hidden">{t('admin.invitations.columns.link')}</span>,
      align: 'right',
      render: (_, invitation) =>
        invitation.status === 'PENDING' ? <CopyInvitationLink invitation={invitation} /> : null,
    },
  ];

  return (
    <div className="admin-stack">
      <div className="admin-filters">
        <FilterSegments
          label={t('admin.invitations.statusLabel')}
          allLabel={t('admin.invitations.all')}
          options={STATUSES.map((value) => ({ value, label: t(`admin.invitations.status.${value}`) }))}
          value={status}
          onChange={(next) => setFilter('status', next)}
        />
      </div>
      {!result ? (
        <ListPending failed={search.isError} onRetry={() => void search.refetch()} />
      ) : (
        <>
          <Typography.Text type="secondary" className="admin-total" aria-live="polite">
            {t('admin.list.total', { total: formatNumber(result.total, locale) })}
          </Typography.Text>
          {isDesktop ? (
            <AdminTable<Invitation>
              columns={columns}
              items={result.items}
              loading={search.isFetching}
              emptyText={t('admin.invitations.empty')}
              paging={{ page, pageSize: PAGE_SIZE, total: result.total, onPage: setPage }}
            />
          ) : result.items.length === 0 ? (
            <EmptyState text={t('admin.invitations.empty')} />
          ) : (
            <>
              <ul className="admin-cards">
                {result.items.map((invitation) => (
                  <li key={invitation.id} className="admin-card">
                    <span className="admin-card-top">
                      <span className="admin-card-title admin-break">{invitation.invitedTo}</span>
                      <InvitationStatusTag status={invitation.status} />
                    </span>
                    <span className="admin-tags">
                      <CustomerTypeTag type={invitation.customerType} />
                      {invitation.customerType === 'SUPPORT' ? <AreaTags areas={invitation.permissions} /> : null}
                    </span>
                    <span className="admin-card-line">
                      {t('admin.invitations.invitedByName', { name: invitation.invitedBy.fullName })}
                    </span>
                    <span className="admin-card-line">
                      {t('admin.invitations.sentOn', { date: formatDateTime(invitation.createdAt, locale) })}
                    </span>
                    <span className="admin-card-line">
                      {t('admin.invitations.expiresOn', { date: formatDateTime(invitation.expiresAt, locale) })}
                    </span>
                    {invitation.status === 'PENDING' ? <CopyInvitationLink invitation={invitation} block /> : null}
                  </li>
                ))}
              </ul>
              <PhonePager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}
