import type { EventStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

/** A badge for the states a fan must notice: live now, or cancelled. Other states show none. */
export function EventStatusTag({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  if (status !== 'LIVE' && status !== 'CANCELLED') return null;
  return (
    <span className={`events-status events-status-${status.toLowerCase()}`}>
      {status === 'LIVE' ? <span className="events-live-dot" aria-hidden /> : null}
      {t(`events.status.${status}`)}
    </span>
  );
}
