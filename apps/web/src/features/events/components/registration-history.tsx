import { Timeline } from 'antd';
import type { EventRegistrationStatus, RegistrationAuditEntry } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useEventTime } from './event-time';

const ACTION_COLORS: Record<RegistrationAuditEntry['action'], string> = {
  SUBMITTED: 'blue',
  RESUBMITTED: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

/** One registration's audit log, newest first: what happened, who did it, when, from which state to which, why. */
export function RegistrationHistory({ entries, userId }: { entries: RegistrationAuditEntry[]; userId: string }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const status = (value: EventRegistrationStatus) => t(`events.registrations.statuses.${value}`);
  if (entries.length === 0) return <p className="events-muted">{t('events.registrations.historyEmpty')}</p>;
  return (
    <Timeline
      className="events-history"
      items={[...entries]
        .sort((a, b) => b.at.localeCompare(a.at))
        .map((entry) => ({
          key: entry.id,
          color: ACTION_COLORS[entry.action],
          content: (
            <div className="events-history-entry" data-testid="registration-audit-entry">
              <strong>{t(`events.registrations.actions.${entry.action}`)}</strong>
              <span className="events-muted">
                {' · '}
                {t('events.registrations.by', {
                  name:
                    entry.actor.id === userId && !entry.actor.isStaff
                      ? t('events.registrations.you')
                      : entry.actor.name,
                })}
              </span>
              <span className="events-history-change">
                {entry.fromStatus
                  ? t('events.registrations.change', { from: status(entry.fromStatus), to: status(entry.toStatus) })
                  : status(entry.toStatus)}
              </span>
              <time dateTime={entry.at} className="events-muted events-history-date">
                {eventTime(entry.at)}
              </time>
              {entry.reason ? <p className="events-history-reason">{entry.reason}</p> : null}
            </div>
          ),
        }))}
    />
  );
}
