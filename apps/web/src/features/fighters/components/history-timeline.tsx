import type { FighterHistoryEntry } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** The dot's colour by step (a class of fighters.css); the rest are grey. */
const TONES: Partial<Record<FighterHistoryEntry['action'], string>> = {
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  RECORD_VERIFIED: 'green',
};

/** Steps whose changed fields say something; a first save or an approval would list every field. */
const LISTS_FIELDS = new Set<FighterHistoryEntry['action']>(['SAVED', 'SUBMITTED', 'UPDATED_LIVE', 'EDITED_BY_STAFF']);

/** The application's history, newest first: who did what, when, and why. */
export function HistoryTimeline({ history }: { history: FighterHistoryEntry[] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  const fieldName = (field: string) => t(`fighters.fields.${field}`, { defaultValue: field });
  return (
    <section className="fighters-panel fighters-history">
      <h2>{t('fighters.history.title')}</h2>
      <ol className="fighters-timeline">
        {entries.map((entry) => (
          <li key={entry.id} className={`fighters-timeline-item ${TONES[entry.action] ?? 'gray'}`}>
            <span className="fighters-timeline-dot" aria-hidden />
            <div className="fighters-history-entry">
              <time dateTime={entry.at} className="fighters-muted fighters-history-date">
                {formatDateTime(entry.at, locale)}
              </time>
              <strong>{t(`fighters.history.actions.${entry.action}`)}</strong>
              <span className="fighters-muted">
                {' · '}
                {entry.actor.isStaff
                  ? t('fighters.history.byStaff', { name: entry.actor.name })
                  : t('fighters.history.byYou')}
              </span>
              {entry.reason ? <p className="fighters-history-reason">{entry.reason}</p> : null}
              {entry.changedFields.length > 0 && LISTS_FIELDS.has(entry.action) ? (
                <p className="fighters-muted fighters-history-fields">
                  {t('fighters.history.changed', { fields: entry.changedFields.map(fieldName).join(', ') })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
