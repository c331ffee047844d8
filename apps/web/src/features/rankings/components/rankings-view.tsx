import type { BoutFighter, Ranking, RankingEntry } from '@ringside/contract';
import { dayMonthYear, localDigits } from '@ringside/contract/display/dates';
import { initials } from '@ringside/contract/display/names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLine } from '../../../components/fighter-name';
import { useDisplayLocale } from '../../../components/use-display-locale';
import './rankings.css';

const nameOf = (fighter: BoutFighter) => `${fighter.firstName} ${fighter.lastName}`.trim();

/** Every weight class's rankings: a jump list on top (phones scroll far), then one section per class. */
export function RankingsView({ rankings }: { rankings: Ranking[] }) {
  const { t } = useTranslation();
  if (rankings.length === 0) return <p className="rankings-empty">{t('rankings.empty')}</p>;
  return (
    <>
      <nav className="rankings-jump" aria-label={t('rankings.jump')}>
        {rankings.map((ranking) => (
          <a key={ranking.weightClass.id} href={`#class-${ranking.weightClass.id}`} className="rankings-chip">
            {ranking.weightClass.name}
          </a>
        ))}
      </nav>
      <div className="rankings-grid">
        {rankings.map((ranking) => (
          <WeightClassRanking key={ranking.weightClass.id} ranking={ranking} />
        ))}
      </div>
    </>
  );
}

function WeightClassRanking({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const date = dayMonthYear(ranking.effectiveOn, locale);
  const headingId = `class-${ranking.weightClass.id}`;
  return (
    <section className="rankings-class" aria-labelledby={`${headingId}-title`} id={headingId}>
      <header className="rankings-class-header">
        <h2 id={`${headingId}-title`}>{ranking.weightClass.name}</h2>
        <span className="rankings-date">{t('rankings.asOf', { date: `${date.day} ${date.month} ${date.year}` })}</span>
      </header>
      {ranking.champion ? (
        <Champion entry={ranking.champion} />
      ) : (
        <p className="rankings-vacant">{t('rankings.vacant')}</p>
      )}
      {ranking.ranked.length > 0 ? (
        <ol className="rankings-list">
          {ranking.ranked.map((entry) => (
            <RankedRow key={entry.fighter.id} entry={entry} />
          ))}
        </ol>
      ) : null}
      <Link to={`/titles/${ranking.weightClass.id}`} className="rankings-title-link">
        {t('rankings.titleHistory', { weightClass: ranking.weightClass.name })}
      </Link>
      {ranking.leftOut.length > 0 ? (
        <p className="rankings-left-out">{t('rankings.leftOut', { names: ranking.leftOut.map(nameOf).join(', ') })}</p>
      ) : null}
    </section>
  );
}

function Champion({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <Link to={`/fighters/${entry.fighter.slug}`} className="rankings-champion">
      <Portrait fighter={entry.fighter} size={96} />
      <span className="rankings-champion-text">
        <span className="rankings-belt">{t('rankings.champion')}</span>
        <strong>{nameOf(entry.fighter)}</strong>
        <span className="rankings-record">{recordLine(entry.fighter.record, locale)}</span>
      </span>
      <Movement entry={entry} />
    </Link>
  );
}

function RankedRow({ entry }: { entry: RankingEntry }) {
  const locale = useDisplayLocale();
  return (
    <li>
      <Link to={`/fighters/${entry.fighter.slug}`} className="rankings-row">
        <span className="rankings-position">{localDigits(entry.position, locale)}</span>
        <Portrait fighter={entry.fighter} size={48} />
        <span className="rankings-row-name">
          <strong>{nameOf(entry.fighter)}</strong>
          <span className="rankings-record">{recordLine(entry.fighter.record, locale)}</span>
        </span>
        <Movement entry={entry} />
      </Link>
    </li>
  );
}

/** Up or down by how many places, new, or unchanged; said in words for screen readers. */
function Movement({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { movement, previousPosition } = entry;
  if (movement === 'NEW') return <span className="rankings-move new">{t('rankings.new')}</span>;
  if (movement === 'SAME' || previousPosition === null)
    return (
      <span className="rankings-move same" aria-label={t('rankings.same')}>
        –
      </span>
    );
  const places = Math.abs(previousPosition - entry.position);
  const label = t(movement === 'UP' ? 'rankings.up' : 'rankings.down', { count: places });
  return (
    <span className={`rankings-move ${movement === 'UP' ? 'up' : 'down'}`} aria-label={label} title={label}>
      <span aria-hidden>{movement === 'UP' ? '▲' : '▼'}</span>
      {localDigits(places, locale)}
    </span>
  );
}

function Portrait({ fighter, size }: { fighter: BoutFighter; size: number }) {
  return fighter.photo ? (
    <img
      className="rankings-photo"
      src={fighter.photo.thumb}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="rankings-photo empty" style={{ width: size, height: size }} aria-hidden>
      {initials(nameOf(fighter))}
    </span>
  );
}

/** The page's shape while the rankings load. */
export function RankingsSkeleton() {
  return (
    <div className="rankings-class" aria-busy>
      <div className="rankings-shimmer" style={{ height: 28, width: '40%' }} />
      <div className="rankings-shimmer" style={{ height: 112, marginTop: 12 }} />
      {[1, 2, 3].map((row) => (
        <div key={row} className="rankings-shimmer" style={{ height: 56, marginTop: 8 }} />
      ))}
    </div>
  );
}
