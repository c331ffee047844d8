import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Progress, Skeleton, Tag, Typography } from 'antd';
import type { AdminEvent, AdminTicketTier } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useSession } from '../../../lib/session';
import { useTicketTiers } from './api/admin-ticket-tiers';
import { EventRefunds } from './event-refunds';
import { isClosed } from './event-facts';
import { TierDialog } from './tier-dialog';

/** Why a tier sells or not, as a tag. */
function TierState({ tier }: { tier: AdminTicketTier }) {
  const { t } = useTranslation();
  if (!tier.active) return <Tag>{t('eventsAdmin.tiers.states.off')}</Tag>;
  if (tier.remaining === 0) return <Tag color="red">{t('eventsAdmin.tiers.states.soldOut')}</Tag>;
  if (tier.onSale) return <Tag color="green">{t('eventsAdmin.tiers.states.onSale')}</Tag>;
  return <Tag color="gold">{t('eventsAdmin.tiers.states.notOnSale')}</Tag>;
}

function TierCard({ tier, onEdit }: { tier: AdminTicketTier; onEdit?: () => void }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const count = (value: number) => formatNumber(value, locale);
  const window =
    tier.salesStartAt || tier.salesEndAt
      ? t('eventsAdmin.tiers.window', {
          from: tier.salesStartAt ? formatDateTime(tier.salesStartAt, locale) : t('eventsAdmin.tiers.now'),
          to: tier.salesEndAt ? formatDateTime(tier.salesEndAt, locale) : t('eventsAdmin.tiers.start'),
        })
      : t('eventsAdmin.tiers.untilStart');
  return (
    <li className="admin-card events-admin-tier" data-testid="admin-tier">
      <span className="admin-card-top">
        <span className="admin-card-title">
          {tier.name}
          {tier.nameNe ? (
            <span className="admin-muted" lang="ne">
              {' '}
              · {tier.nameNe}
            </span>
          ) : null}
        </span>
        <TierState tier={tier} />
      </span>
      <span className="admin-card-line">
        <strong>
          {tier.amount === 0 ? t('eventsAdmin.tiers.free') : formatMoney(tier.amount, tier.currency, locale)}
        </strong>{' '}
        · {t('eventsAdmin.tiers.limit', { count: tier.perOrderLimit })}
      </span>
      <Progress
        percent={Math.round(((tier.sold + tier.held) / tier.capacity) * 100)}
        success={{ percent: Math.round((tier.sold / tier.capacity) * 100) }}
        showInfo={false}
        aria-label={t('eventsAdmin.tiers.seatsAria', { name: tier.name })}
      />
      <span className="admin-card-line">
        {t('eventsAdmin.tiers.seats', {
          sold: count(tier.sold),
          held: count(tier.held),
          left: count(tier.remaining),
          capacity: count(tier.capacity),
        })}
      </span>
      <span className="admin-card-line admin-muted">{window}</span>
      {onEdit ? (
        <span className="admin-card-actions">
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('eventsAdmin.tiers.edit')}
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/**
 * The event's seats: each tier with its price, seats sold, held (being paid) and left, and its sale window; staff add
 * and edit tiers until the event closes. A cancelled event shows its refunds here to staff with TRANSACTION.
 */
export function TicketTiersTab({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const session = useSession();
  const tiers = useTicketTiers(event.id);
  const [editing, setEditing] = useState<AdminTicketTier | null | undefined>(undefined);
  const closed = isClosed(event.status);
  const cashier = session?.permissions.includes('TRANSACTION') ?? false;
  return (
    <div className="admin-stack">
      {event.status === 'CANCELLED' && cashier ? <EventRefunds eventId={event.id} /> : null}
      <div className="events-admin-tiers-head">
        <Typography.Text type="secondary">{t('eventsAdmin.tiers.intro')}</Typography.Text>
        {closed ? null : (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('eventsAdmin.tiers.add')}
          </Button>
        )}
      </div>
      {tiers.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : tiers.isError ? (
        <EmptyState
          text={t('eventsAdmin.tiers.loadFailed')}
          action={<Button onClick={() => void tiers.refetch()}>{t('common.retry')}</Button>}
        />
      ) : tiers.data.length === 0 ? (
        <EmptyState text={t('eventsAdmin.tiers.empty')} />
      ) : (
        <ul className="admin-cards events-admin-tiers">
          {tiers.data.map((tier) => (
            <TierCard key={tier.id} tier={tier} onEdit={closed ? undefined : () => setEditing(tier)} />
          ))}
        </ul>
      )}
      <TierDialog
        eventId={event.id}
        open={editing !== undefined}
        tier={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
