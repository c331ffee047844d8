import type { PublicFighter } from '@ringside/contract';
import { dayMonthYear } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/tag';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { Opponent } from './bouts-list';

/**
 * The fighter's bouts still ahead, soonest first: the date, the opponent, the event (linked to its page, where the
 * tickets and the live pass are), and what the bout is. Nothing when none is booked.
 */
export function UpcomingBouts({ bouts }: { bouts: PublicFighter['upcoming'] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  if (bouts.length === 0) return null;
  return (
    <section className="fighters-panel fighters-area-upcoming" aria-labelledby="fighter-upcoming-title">
      <h2 id="fighter-upcoming-title">{t('fighters.upcoming.title')}</h2>
      <ol className="fighters-bout-list">
        {bouts.map((bout) => {
          const { day, month, year } = dayMonthYear(bout.date, locale);
          return (
            <li key={`${bout.eventId}-${bout.opponentName}`}>
              <time className="fighters-date-block" dateTime={bout.date}>
                <strong>{day}</strong> <span>{month}</span>
                <span className="visually-hidden"> {year}</span>
              </time>
              <div className="fighters-bout-main">
                <Opponent name={bout.opponentName} slug={bout.opponentSlug} />
                <span className="fighters-muted">
                  <Link to={`/events/${bout.eventSlug}`}>{bout.eventName}</Link>
                  {bout.city ? ` · ${bout.city}` : ''}
                </span>
                <span className="fighters-muted">
                  {[bout.weightClass?.name, t('fighters.upcoming.rounds', { count: bout.scheduledRounds })]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {bout.isTitleFight || bout.isMainEvent ? (
                  <span className="fighters-bout-tags">
                    {bout.isTitleFight ? <Tag tone="gold">{t('fighters.upcoming.titleFight')}</Tag> : null}
                    {bout.isMainEvent ? <Tag tone="blue">{t('fighters.upcoming.mainEvent')}</Tag> : null}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
