import { localDigits } from '@ringside/contract/display/dates';
import type { EventStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { countdownParts } from '../../../components/countdown-parts';
import { useNow } from '../../../components/use-now';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds to the start, ticking; "Live now" once live; nothing once over or cancelled. */
export function EventCountdown({ startsAt, status }: { startsAt: string; status: EventStatus }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const start = Date.parse(startsAt);
  const now = useNow(status === 'PUBLISHED' ? start : null);

  if (status === 'LIVE')
    return (
      <p className="events-countdown live">
        <span className="events-live-dot" aria-hidden /> {t('events.detail.liveNow')}
      </p>
    );
  if (status !== 'PUBLISHED') return null;
  if (now >= start) return <p className="events-countdown">{t('events.detail.startingNow')}</p>;

  const parts = countdownParts(start - now);
  const digits = { format: (value: number) => localDigits(value, locale, 2) };
  return (
    // A timer is not announced each second; the start time itself is in the text above.
    <div className="events-countdown" role="timer" aria-live="off">
      <span className="events-countdown-label">{t('events.detail.startsIn')}</span>
      <span className="events-countdown-units">
        {UNITS.map((unit) => (
          <span key={unit} className="events-countdown-unit">
            <strong>{digits.format(parts[unit])}</strong>
            <small>{t(`events.detail.${unit}`)}</small>
          </span>
        ))}
      </span>
    </div>
  );
}
