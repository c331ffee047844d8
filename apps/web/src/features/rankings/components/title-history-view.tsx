import type { TitleHistory, TitleReign } from '@ringside/contract';
import { dayMonthYear, localDigits } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import './rankings.css';

/** A title's reigns, the latest first: who won it where, how often they defended it, and how it ended. */
export function TitleHistoryView({ history }: { history: TitleHistory }) {
  const { t } = useTranslation();
  if (history.reigns.length === 0) return <p className="rankings-empty">{t('rankings.reigns.none')}</p>;
  return (
    <ol className="rankings-reigns">
      {history.reigns.map((reign, index) => (
        <ReignItem key={`${reign.fighter.id}-${reign.won.date}`} reign={reign} number={history.reigns.length - index} />
      ))}
    </ol>
  );
}

function ReignItem({ reign, number }: { reign: TitleReign; number: number }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const date = (value: string) => {
    const parts = dayMonthYear(value, locale);
    return `${parts.day} ${parts.month} ${parts.year}`;
  };
  return (
    <li className="rankings-class rankings-reign">
      <span className="rankings-position">{localDigits(number, locale)}</span>
      <div className="rankings-row-name">
        <Link to={`/fighters/${reign.fighter.slug}`}>
          <strong>{`${reign.fighter.firstName} ${reign.fighter.lastName}`}</strong>
        </Link>
        <span className="rankings-record">
          {t('rankings.reigns.won', { date: date(reign.won.date) })}{' '}
          <Link to={`/events/${reign.won.eventSlug}`}>{reign.won.eventName}</Link>
        </span>
        <span className="rankings-record">
          {t('rankings.reigns.defenses', { count: reign.defenses.length })}
          {' · '}
          {reign.ended && reign.endedAt
            ? t(reign.ended === 'LOST' ? 'rankings.reigns.lost' : 'rankings.reigns.vacated', {
                date: date(reign.endedAt),
              })
            : t('rankings.reigns.reigning')}
        </span>
      </div>
    </li>
  );
}
