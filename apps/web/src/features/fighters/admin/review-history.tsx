import { Card, Tag, Timeline, type TimelineProps } from 'antd';
import type { FighterHistoryAction, FighterHistoryEntry } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useDisplayLocale } from '../../../components/use-display-locale';

const COLORS: Partial<Record<FighterHistoryAction, string>> = {
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  EDITED_BY_STAFF: 'purple',
  RECORD_VERIFIED: 'green',
  RECORD_UNVERIFIED: 'gray',
};

/** Every step of the application, newest first: what happened, who did it, when (Kathmandu time) and why. */
export function ReviewHistory({ history }: { history: FighterHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const locale = useDisplayLocale();
  const fieldLabel = (field: string) => {
    const key = `fightersAdmin.review.fields.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
  const entries = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const items: NonNullable<TimelineProps['items']> = entries.map((entry) => ({
    key: entry.id,
    color: COLORS[entry.action] ?? 'gray',
    content: (
      <div className="fighters-admin-history-entry">
        <time dateTime={entry.at} className="admin-muted fighters-admin-history-at">
          {formatDateTime(entry.at, locale)}
        </time>
        <span className="fighters-admin-history-action">{t(`fightersAdmin.review.actions.${entry.action}`)}</span>
        <span className="fighters-admin-history-who">
          {entry.actor.name}
          {entry.actor.isStaff ? (
            <Tag className="admin-tag" variant="filled">
              {t('fightersAdmin.review.staff')}
            </Tag>
          ) : null}
        </span>
        {entry.reason ? (
          <span className="fighters-admin-history-reason">
            {t(entry.action === 'REJECTED' ? 'fightersAdmin.review.reason' : 'fightersAdmin.review.note', {
              reason: entry.reason,
            })}
          </span>
        ) : null}
        {entry.action === 'CREATED' || entry.changedFields.length === 0 ? null : entry.changedFields.length <= 4 ? (
          <span className="admin-muted">
            {t('fightersAdmin.review.changedFields', { fields: entry.changedFields.map(fieldLabel).join(', ') })}
          </span>
        ) : (
          <details className="fighters-admin-history-fields">
            <summary>{t('fightersAdmin.review.changedCount', { count: entry.changedFields.length })}</summary>
            <span className="admin-muted">{entry.changedFields.map(fieldLabel).join(', ')}</span>
          </details>
        )}
      </div>
    ),
  }));
  return (
    <Card title={t('fightersAdmin.review.history')} className="admin-panel">
      {items.length ? (
        <Timeline items={items} className="fighters-admin-history" />
      ) : (
        <EmptyState text={t('fightersAdmin.review.historyEmpty')} />
      )}
    </Card>
  );
}
