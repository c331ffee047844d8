import type { ReactNode } from 'react';
import { PlayCircleOutlined } from '../../../components/ui/icons/PlayCircleOutlined';
import type { Bout, BoutResult, EventDetail } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { BoutCorner } from './bout-corner';

/** The main event at the top, then the card's own order. */
export function cardOrder(bouts: readonly Bout[]): Bout[] {
  return [...bouts].sort((a, b) => Number(b.isMainEvent) - Number(a.isMainEvent) || a.order - b.order);
}

function ResultLine({ bout, result }: { bout: Bout; result: BoutResult }) {
  const { t } = useTranslation();
  const method = result.method ? t(`events.card.methods.${result.method}`) : null;
  let text: string;
  if (result.outcome === 'WIN') {
    const winner = result.winnerId === bout.red.id ? bout.red : bout.blue;
    const name = `${winner.firstName} ${winner.lastName}`;
    text = method ? t('events.card.wonBy', { name, method }) : t('events.card.wins', { name });
  } else if (result.outcome === 'DRAW') {
    text = method ? t('events.card.drawBy', { method }) : t('events.card.draw');
  } else {
    text = t('events.card.noContest');
  }
  return (
    <p className={`events-result events-result-${result.outcome.toLowerCase()}`}>
      <strong>{text}</strong>
      {result.round ? (
        <span className="events-muted">
          {' · '}
          {result.time
            ? t('events.card.roundTime', { round: result.round, time: result.time })
            : t('events.card.round', { round: result.round })}
        </span>
      ) : null}
    </p>
  );
}

/** A fought bout's video (tagged with the event and both fighters), to its watch page. */
function BoutVideoLink({ bout }: { bout: Bout }) {
  const { t } = useTranslation();
  if (!bout.video) return null;
  const name = (fighter: Bout['red']) => `${fighter.firstName} ${fighter.lastName}`;
  return (
    <Link
      to={`/videos/${bout.video.slug}`}
      className="events-bout-video"
      aria-label={t('events.card.watchBoutAria', { red: name(bout.red), blue: name(bout.blue) })}
      title={bout.video.title}
    >
      <PlayCircleOutlined aria-hidden /> {t('events.card.watchBout')}
    </Link>
  );
}

/** What a page adds beside each fighter of the card (the follow button, another feature's). */
export type CornerAction = (fighter: Bout['red']) => ReactNode;

function BoutItem({ bout, past, cornerAction }: { bout: Bout; past: boolean; cornerAction?: CornerAction }) {
  const { t } = useTranslation();
  const result = bout.result;
  const outcomeOf = (fighterId: string) =>
    result?.outcome === 'WIN' ? (result.winnerId === fighterId ? 'won' : 'lost') : undefined;
  return (
    <li className={bout.isMainEvent ? 'events-bout main' : 'events-bout'}>
      <div className="events-bout-head">
        {bout.isMainEvent ? <span className="events-badge main">{t('events.card.mainEvent')}</span> : null}
        {bout.isTitleFight ? <span className="events-badge title">{t('events.card.titleFight')}</span> : null}
        <span className="events-bout-class">
          {[bout.weightClass?.name, t('events.card.rounds', { count: bout.scheduledRounds })]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <div className="events-bout-fighters">
        <BoutCorner
          fighter={bout.red}
          corner="red"
          outcome={outcomeOf(bout.red.id)}
          action={cornerAction?.(bout.red)}
        />
        <span className="events-versus">{t('events.card.versus')}</span>
        <BoutCorner
          fighter={bout.blue}
          corner="blue"
          outcome={outcomeOf(bout.blue.id)}
          action={cornerAction?.(bout.blue)}
        />
      </div>
      {result ? <ResultLine bout={bout} result={result} /> : null}
      {/* Only once fought: before, a video of the two is a preview, not the fight. */}
      {result || past ? <BoutVideoLink bout={bout} /> : null}
    </li>
  );
}

/**
 * The fight card, main event first; fought bouts show who won, how, and when, and link to their video; a past
 * event's whole-card showcase is linked above the bouts.
 */
export function FightCard({ event, cornerAction }: { event: EventDetail; cornerAction?: CornerAction }) {
  const { t } = useTranslation();
  const bouts = event.fightCard;
  const hasResults = bouts.some((bout) => bout.result);
  const past = event.status === 'COMPLETED';
  return (
    <section className="events-panel" aria-labelledby="events-card-title">
      <h2 id="events-card-title">{hasResults ? t('events.card.results') : t('events.card.title')}</h2>
      {event.showcase && (past || hasResults) ? (
        <p className="events-showcase">
          <span className="events-showcase-label">{t('events.card.showcaseTitle')}</span>
          <Link to={`/showcases/${event.showcase.slug}`} className="events-showcase-link">
            <PlayCircleOutlined aria-hidden /> {t('events.card.showcaseLink', { title: event.showcase.title })}
          </Link>
        </p>
      ) : null}
      {bouts.length === 0 ? (
        <EmptyState text={t('events.card.empty')} />
      ) : (
        <ol className="events-bouts">
          {cardOrder(bouts).map((bout) => (
            <BoutItem key={bout.id} bout={bout} past={past} cornerAction={cornerAction} />
          ))}
        </ol>
      )}
    </section>
  );
}
