import type { Alert, AlertNames } from './alert-messages';
import type { AlertBoutRow, AlertProductRow, EventAlertFacts } from './event-alerts.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Who hears an alert: followers of the bout's fighters, of the event, and the fans who bought it. */
export interface Audience {
  /** Followers of these fighters who followed before `since`: news to them. */
  fighters?: { ids: string[]; since: Date };
  /** Followers of the event (who followed before `since`, when given). */
  event?: { since?: Date };
  /** Holders of the live pass, and of tickets too with 'ALL'. */
  holders?: 'ALL' | 'LIVE_PASS';
}

export interface DueAlert {
  alert: Alert;
  audience: Audience;
}

type Names = {
  firstName: string | null;
  lastName: string | null;
  firstNameNe: string | null;
  lastNameNe: string | null;
};

const fullName = (names: Names): AlertNames => ({
  en: [names.firstName, names.lastName].filter(Boolean).join(' '),
  ne: names.firstNameNe && names.lastNameNe ? `${names.firstNameNe} ${names.lastNameNe}` : null,
});

const later = (...dates: (Date | null)[]) =>
  new Date(Math.max(...dates.filter((date): date is Date => date !== null).map((date) => date.getTime())));

/** A product sells now: its window is open. */
const selling = (product: AlertProductRow, now: Date) =>
  (!product.saleStartsAt || product.saleStartsAt <= now) && (!product.saleEndsAt || product.saleEndsAt > now);

/**
 * Every alert an event holds now, by its state, its card, its sales and the clock (decision 70). Pure: the same facts
 * give the same alerts, each with a stable key, so a scan can run on every change and every round and each fan is
 * told once.
 */
export function dueAlerts(
  event: EventAlertFacts,
  bouts: readonly AlertBoutRow[],
  products: readonly AlertProductRow[],
  now: Date,
): DueAlert[] {
  if (!['PUBLISHED', 'LIVE', 'COMPLETED'].includes(event.status) || !event.publishedAt) return [];
  const head = { slug: event.slug, name: { en: event.name, ne: event.nameNe }, startsAt: event.startsAt };
  const start = event.startsAt.getTime();
  const upcoming = event.status === 'PUBLISHED' && start > now.getTime();
  const due: DueAlert[] = [];
  const add = (key: string, kind: Alert['kind'], expiresAt: Date, audience: Audience, bout?: Alert['bout']) =>
    due.push({ alert: { key, kind, event: head, expiresAt, ...(bout ? { bout } : {}) }, audience });

  for (const bout of bouts) {
    const fighters = [bout.redFighterId, bout.blueFighterId];
    const corners = {
      red: fullName(bout.red),
      blue: fullName(bout.blue),
      outcome: bout.outcome,
      winner:
        bout.winnerId === null ? null : bout.winnerId === bout.redFighterId ? ('RED' as const) : ('BLUE' as const),
      method: bout.method,
      endRound: bout.endRound,
    };
    if (bout.resultRecordedAt && bout.outcome) {
      const since = bout.resultRecordedAt;
      add(
        `result:${bout.id}`,
        'RESULT',
        new Date(since.getTime() + 72 * HOUR_MS),
        { fighters: { ids: fighters, since } },
        corners,
      );
    } else if (upcoming) {
      // Booked when the bout was added to a public card, or when its card was published.
      const since = later(bout.createdAt, event.publishedAt);
      add(`booked:${bout.id}`, 'BOOKED', event.startsAt, { fighters: { ids: fighters, since } }, corners);
    }
  }

  if (upcoming) {
    for (const [type, kind] of [
      ['TICKET', 'TICKETS'],
      ['LIVE_EVENT', 'LIVE_PASS'],
    ] as const) {
      const open = products.filter((product) => product.productType === type && selling(product, now));
      if (open.length === 0) continue;
      const since = later(event.publishedAt, ...open.map((product) => product.saleStartsAt ?? product.createdAt));
      add(`${kind.toLowerCase()}:${event.id}`, kind, event.startsAt, { event: { since } });
    }
    const untilStart = start - now.getTime();
    const everyone: Audience = { event: {}, holders: 'ALL' };
    if (untilStart <= HOUR_MS) add(`remind1h:${event.id}`, 'REMIND_1H', event.startsAt, everyone);
    else if (untilStart <= 24 * HOUR_MS)
      add(`remind24h:${event.id}`, 'REMIND_24H', new Date(start - HOUR_MS), everyone);
  }

  if (event.liveState === 'LIVE' && event.status !== 'COMPLETED')
    add(`live:${event.id}`, 'LIVE', new Date(now.getTime() + HOUR_MS), { event: {}, holders: 'LIVE_PASS' });

  if (event.status === 'COMPLETED' && now.getTime() - start < 48 * HOUR_MS)
    add(`results:${event.id}`, 'RESULTS', new Date(start + 72 * HOUR_MS), { event: {}, holders: 'ALL' });

  return due;
}
