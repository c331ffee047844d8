import type { ReactNode } from 'react';
import type { BoutFighter } from '@ringside/contract';
import { flagUrl } from '@ringside/contract/display/flags';
import { initials } from '@ringside/contract/display/names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { recordLine } from '../../../components/fighter-name';

/** One side of a bout: photo, flag, name (to the fighter's page), record; the winner stands out. */
export function BoutCorner({
  fighter,
  corner,
  outcome,
  action,
}: {
  fighter: BoutFighter;
  corner: 'red' | 'blue';
  /** Beside the name: the page's follow button. */
  action?: ReactNode;
  /** 'won' or 'lost' once a bout has a winner; undefined before, or after a draw or no contest. */
  outcome?: 'won' | 'lost';
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const name = `${fighter.firstName} ${fighter.lastName}`;
  const flag = flagUrl(fighter.countryCode);
  const country = fighter.countryName;
  return (
    <div className={`events-corner events-corner-${corner}${outcome ? ` ${outcome}` : ''}`}>
      <Link to={`/fighters/${fighter.slug}`} className="events-corner-photo" tabIndex={-1} aria-hidden>
        {fighter.photo ? (
          <img src={fighter.photo.thumb} width={160} height={160} alt="" loading="lazy" decoding="async" />
        ) : (
          <span>{initials(name)}</span>
        )}
      </Link>
      <div className="events-corner-text">
        <Link to={`/fighters/${fighter.slug}`} className="events-corner-name">
          <span>{fighter.firstName}</span> <span>{fighter.lastName}</span>
        </Link>
        {fighter.nickname ? <span className="events-corner-nickname">“{fighter.nickname}”</span> : null}
        <span className="events-corner-meta">
          {flag ? (
            <img
              className="events-flag"
              src={flag}
              width={20}
              height={15}
              alt={country}
              title={country}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <span className="events-record" aria-label={t('events.card.recordAria', fighter.record)}>
            {recordLine(fighter.record, locale)}
          </span>
        </span>
        {outcome === 'won' ? <span className="events-winner">{t('events.card.winner')}</span> : null}
      </div>
      {action ? <div className="events-corner-action">{action}</div> : null}
    </div>
  );
}
