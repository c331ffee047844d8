import type { EventDetail } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useEventTime } from './event-time';

/** For everyone but approved fighters while fighters may register: who can, and until when. */
export function RegistrationHint({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const { closesAt, isOpen } = event.registration;
  if (!isOpen) return null;
  return (
    <p className="events-hint">
      {closesAt
        ? t('events.register.forFighters', { when: eventTime(closesAt) })
        : t('events.register.forFightersNoEnd')}
    </p>
  );
}
