import { localDigits } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { countdownParts } from '../../../components/countdown-parts';
import { useNow } from '../../../components/use-now';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds to the start, ticking; "Live now" while live; nothing once started. */
export function Countdown({ startsAt, live }: { startsAt: string; live: boolean }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const start = Date.parse(startsAt);
  const now = useNow(live ? null : start);

  if (live)
    return (
      <p className="content-countdown live">
        <span className="content-live-dot" aria-hidden /> {t('content.hero.liveNow')}
      </p>
    );
  if (Number.isNaN(start) || now >= start) return null;

  const parts = countdownParts(start - now);
  const digits = { format: (value: number) => localDigits(value, locale, 2) };
  return (
    // A timer is not announced each second; the start time itself is written beside it.
    <div className="content-countdown" role="timer" aria-live="off">
      <span className="content-countdown-label">{t('content.hero.startsIn')}</span>
      <span className="content-countdown-units">
        {UNITS.map((unit) => (
          <span key={unit} className="content-countdown-unit">
            <strong>{digits.format(parts[unit])}</strong>
            <small>{t(`content.hero.${unit}`)}</small>
          </span>
        ))}
      </span>
    </div>
  );
}
