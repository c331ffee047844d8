import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag, type TableColumnsType } from 'antd';
import type { EventRefundReport } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useEventRefunds, useRetryRefunds } from './api/admin-ticket-tiers';

type Line = EventRefundReport['items'][number];

const COLOURS: Record<Line['status'], string> = { REFUNDED: 'green', BY_HAND: 'gold', FAILED: 'red', PENDING: 'blue' };

function LineStatus({ line }: { line: Line }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[line.status]}>{t(`eventsAdmin.refunds.states.${line.status}`)}</Tag>;
}

/**
 * A cancelled event's refund report: how many orders went back through their gateway, how many wait for staff to
 * pay back by hand, and which failed and why; "Try again" re-queues the failed ones. Read again while refunds run.
 */
export function EventRefunds({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  const report = useEventRefunds(eventId, true);
  const retry = useRetryRefunds();
  if (report.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (report.isError) return <Alert type="error" showIcon title={t('eventsAdmin.refunds.loadFailed')} />;
  const { totals, items } = report.data;
  const money = (paisa: number) => formatMoney(paisa, 'NPR', locale);
  const columns: TableColumnsType<Line & { id: string }> = [
    {
      key: 'buyer',
      title: t('eventsAdmin.refunds.columns.buyer'),
      render: (_, line) => <strong>{line.buyerName}</strong>,
    },
    {
      key: 'order',
      title: t('eventsAdmin.refunds.columns.order'),
      render: (_, line) => `${line.productName} ×${formatNumber(line.quantity, locale)}`,
    },
    {
      key: 'amount',
      title: t('eventsAdmin.refunds.columns.amount'),
      render: (_, line) => <span className="admin-nowrap">{formatMoney(line.amount, line.currency, locale)}</span>,
    },
    {
      key: 'method',
      title: t('eventsAdmin.refunds.columns.method'),
      render: (_, line) => t(`commerce.methods.${line.method}`),
    },
    { key: 'status', title: t('eventsAdmin.refunds.columns.status'), render: (_, line) => <LineStatus line={line} /> },
    { key: 'reason', title: t('eventsAdmin.refunds.columns.reason'), render: (_, line) => line.reason ?? '' },
    {
      key: 'reference',
      title: t('eventsAdmin.refunds.columns.reference'),
      render: (_, line) => <code>{line.referenceId}</code>,
    },
  ];
  return (
    <section className="admin-stack" aria-labelledby="event-refunds-title" data-testid="event-refunds">
      <h2 id="event-refunds-title" className="events-admin-section-title">
        {t('eventsAdmin.refunds.title')}
      </h2>
      <div className="admin-counts">
        {(
          [
            ['refunded', totals.refunded, money(totals.refundedAmount)],
            ['byHand', totals.byHand, null],
            ['failed', totals.failed, null],
            ['pending', totals.pending, null],
          ] as const
        ).map(([key, count, amount]) => (
          <div key={key} className="admin-count" data-testid={`refunds-${key}`}>
            <span className="admin-count-label">{t(`eventsAdmin.refunds.counts.${key}`)}</span>
            <span className="admin-count-value">{formatNumber(count, locale)}</span>
            {amount ? <span className="admin-muted">{amount}</span> : null}
          </div>
        ))}
      </div>
      {totals.outstandingAmount > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('eventsAdmin.refunds.outstanding', { amount: money(totals.outstandingAmount) })}
          action={
            totals.failed > 0 ? (
              <Button
                icon={<ReloadOutlined aria-hidden />}
                loading={retry.isPending}
                onClick={() => retry.mutate(eventId)}
              >
                {t('eventsAdmin.refunds.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {items.length === 0 ? (
        <p className="admin-muted">{t('eventsAdmin.refunds.none')}</p>
      ) : isDesktop ? (
        <AdminTable
          columns={columns}
          items={items.map((line) => ({ ...line, id: line.referenceId }))}
          loading={report.isFetching}
          emptyText={t('eventsAdmin.refunds.none')}
        />
      ) : (
        <ul className="admin-cards">
          {items.map((line) => (
            <li key={line.referenceId} className="admin-card">
              <span className="admin-card-top">
                <span className="admin-card-title">{line.buyerName}</span>
                <LineStatus line={line} />
              </span>
              <span className="admin-card-line">
                {line.productName} ×{formatNumber(line.quantity, locale)} ·{' '}
                {formatMoney(line.amount, line.currency, locale)} · {t(`commerce.methods.${line.method}`)}
              </span>
              {line.reason ? <span className="admin-card-line admin-muted">{line.reason}</span> : null}
              <span className="admin-card-line admin-muted">{formatDateTime(line.updatedAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
