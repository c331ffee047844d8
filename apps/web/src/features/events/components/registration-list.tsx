import { Alert, Button, Skeleton, Tag } from 'antd';
import type { EventRegistration, RegistrationAuditEntry } from '@ringside/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { eventDetailQuery } from '../api/event-detail';
import { useMyRegistrationAudit } from '../api/registration-audit';
import { useMyRegistrations } from '../api/my-registrations';
import { AccountList } from './account-list';
import { useEventDate } from './event-time';
import { RegistrationHistory } from './registration-history';
import './events.css';

const STATUS_COLORS = { PENDING: 'gold', ACCEPTED: 'green', REJECTED: 'red' } as const;

/** A rejected fighter may Re-Apply while the event still takes registrations: its page knows. */
function ReApplyLink({ registration }: { registration: EventRegistration }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const event = useQuery({ ...eventDetailQuery(registration.event.slug, i18n.language) });
  if (!event.data?.registration.isOpen) return null;
  return (
    <Button
      type="primary"
      className="events-primary"
      onClick={() => void navigate(`/events/${registration.event.slug}`)}
      data-testid="registration-reapply"
    >
      {t('events.registrations.reApply')}
    </Button>
  );
}

function RegistrationCard({
  registration,
  history,
  userId,
}: {
  registration: EventRegistration;
  /** undefined while it loads; null when it could not be loaded (the list says so once). */
  history: RegistrationAuditEntry[] | undefined | null;
  userId: string;
}) {
  const { t } = useTranslation();
  const eventDate = useEventDate();
  const { event } = registration;
  return (
    <li className="events-panel events-registration" data-testid="registration">
      <div className="events-registration-head">
        <h3>
          <Link to={`/events/${event.slug}`}>{event.name}</Link>
        </h3>
        <Tag color={STATUS_COLORS[registration.status]} className="events-status-tag">
          {t(`events.registrations.statuses.${registration.status}`)}
        </Tag>
      </div>
      <p className="events-muted">
        <time dateTime={event.startsAt}>{eventDate(event.startsAt)}</time> · {event.venue.city}
      </p>
      <dl className="events-facts">
        {registration.weightClass ? (
          <div>
            <dt>{t('events.registrations.weightClass')}</dt>
            <dd>{registration.weightClass.name}</dd>
          </div>
        ) : null}
        {registration.note ? (
          <div>
            <dt>{t('events.registrations.note')}</dt>
            <dd>{registration.note}</dd>
          </div>
        ) : null}
      </dl>
      {registration.status === 'REJECTED' ? (
        <>
          {registration.reason ? (
            <Alert
              type="error"
              showIcon
              title={
                <>
                  <strong>{t('events.registrations.reason')}:</strong> {registration.reason}
                </>
              }
              className="events-registration-alert"
            />
          ) : null}
          <ReApplyLink registration={registration} />
        </>
      ) : null}
      {history === null ? null : (
        <>
          <h4 className="events-subhead">{t('events.registrations.history')}</h4>
          {history ? (
            <RegistrationHistory entries={history} userId={userId} />
          ) : (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          )}
        </>
      )}
    </li>
  );
}

/** The fighter's registrations to compete, latest first, each with its status and audit log. */
export function RegistrationList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const registrations = useMyRegistrations(userId);
  const audit = useMyRegistrationAudit(userId);
  // Each card waits for the history while it loads; a failed history leaves the cards and says so once.
  const historyOf = (registrationId: string) => (audit.isPending ? undefined : (audit.data?.get(registrationId) ?? []));
  return (
    <AccountList
      query={registrations}
      loadError={t('events.registrations.loadError')}
      empty={t('events.registrations.empty')}
    >
      {(items) => (
        <>
          {audit.isError ? (
            <Alert type="warning" showIcon title={t('events.registrations.historyError')} className="events-gap" />
          ) : null}
          <ul className="events-registrations">
            {items.map((registration) => (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                userId={userId}
                history={historyOf(registration.id)}
              />
            ))}
          </ul>
        </>
      )}
    </AccountList>
  );
}
