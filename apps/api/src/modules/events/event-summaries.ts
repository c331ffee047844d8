import { eq, inArray, sql } from 'drizzle-orm';
import type { EventPoster, EventSummary } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import type { Rendition } from '../../lib/images';
import { nameColumns, publicFighters } from '../fighters/published';
import { bouts, events } from './events.table';
import { type NamesRow, nepaliFullName } from '../fighters/nepali-names';
import { withNepali } from '../../lib/translations';

export const NO_NAMES: NamesRow = {
  firstName: null,
  lastName: null,
  nickname: null,
  firstNameNe: null,
  lastNameNe: null,
  nicknameNe: null,
};

export type EventRow = typeof events.$inferSelect;

/** The poster's sizes; `share` is a JPEG because not every link preview reads WebP. */
export const POSTER_RENDITIONS = [
  { name: 'card', width: 640, format: 'webp' },
  { name: 'large', width: 1280, format: 'webp' },
  { name: 'share', width: 1200, height: 630, format: 'jpeg' },
] as const satisfies readonly Rendition[];

const extension = (format: Rendition['format']) => (format === 'jpeg' ? 'jpg' : format);
export const posterFileKey = (posterKey: string, rendition: Pick<Rendition, 'name' | 'format'>) =>
  `${posterKey}/${rendition.name}.${extension(rendition.format)}`;

/** The poster's columns of an event row (or of a tile read from another module). */
export type PosterColumns = Pick<EventRow, 'posterKey' | 'posterWidth' | 'posterHeight'>;

/**
 * Public URLs of a poster's sizes (a new upload gets a new key, so the files are cached for good) and its shape:
 * the `card` file's pixel size, null for posters stored before it was kept.
 */
export function posterUrls(posterKey: string, size?: { width: number | null; height: number | null }): EventPoster {
  const urls = Object.fromEntries(
    POSTER_RENDITIONS.map((rendition) => [rendition.name, `/media/${posterFileKey(posterKey, rendition)}`]),
  ) as Pick<EventPoster, 'card' | 'large' | 'share'>;
  const known = size?.width && size.height ? { width: size.width, height: size.height } : null;
  return { ...urls, width: known?.width ?? null, height: known?.height ?? null };
}

/** The event's poster as pages get it, or null when it has none. */
export const posterOf = (event: PosterColumns): EventPoster | null =>
  event.posterKey ? posterUrls(event.posterKey, { width: event.posterWidth, height: event.posterHeight }) : null;

/** What a list shows of the card: the main event's names and how many bouts there are. */
export interface CardHeadline {
  headline: string | null;
  /** The same in Nepali: names in Devanagari where given. */
  headlineNe?: string | null;
  boutCount: number;
}

/** "Red vs Blue" in both languages. */
export function headlineOf(red: NamesRow, blue: NamesRow): Pick<CardHeadline, 'headline' | 'headlineNe'> {
  const latin = (row: NamesRow) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return {
    headline: `${latin(red)} vs ${latin(blue)}`,
    headlineNe: `${nepaliFullName(red)} बनाम ${nepaliFullName(blue)}`,
  };
}

export function toEventSummary(row: EventRow, card: CardHeadline): EventSummary {
  const venue = withNepali(
    { name: row.venueName, city: row.venueCity, address: row.venueAddress, mapUrl: row.venueMapUrl },
    { name: row.venueNameNe, city: row.venueCityNe, address: row.venueAddressNe },
  );
  return withNepali(
    {
      id: row.id,
      slug: row.slug,
      name: row.name,
      tagline: row.tagline,
      startsAt: row.startsAt.toISOString(),
      postponedFrom: row.postponedFrom?.toISOString() ?? null,
      venue,
      poster: posterOf(row),
      status: row.status,
      headline: card.headline,
      boutCount: card.boutCount,
    },
    { name: row.nameNe, tagline: row.taglineNe, headline: card.headlineNe },
  );
}

const NO_CARD: CardHeadline = { headline: null, boutCount: 0 };

/** Each bout of these events with its rank on the card and the card's size; prepared: lists are hot reads (decision 59). */
const headlineRows = preparedPerDb((db) => {
  const red = publicFighters('red');
  const blue = publicFighters('blue');
  return db
    .select({
      eventId: bouts.eventId,
      boutCount: sql<number>`count(*) over (partition by ${bouts.eventId})`.mapWith(Number),
      rank: sql<number>`row_number() over (partition by ${bouts.eventId} order by ${bouts.isMainEvent} desc, ${bouts.position})`.mapWith(
        Number,
      ),
      red: nameColumns(red),
      blue: nameColumns(blue),
    })
    .from(bouts)
    .leftJoin(red, eq(red.fighterId, bouts.redFighterId))
    .leftJoin(blue, eq(blue.fighterId, bouts.blueFighterId))
    .where(sql`${bouts.eventId} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('event_card_headlines');
});

/**
 * Each event's headline bout (flagged main event, else the top of the card) and bout count, in one query.
 */
export async function cardHeadlines(db: Db, eventIds: readonly string[]): Promise<Map<string, CardHeadline>> {
  if (eventIds.length === 0) return new Map();
  const rows = await headlineRows(db).execute({ ids: [...new Set(eventIds)] });
  const headlines = new Map<string, CardHeadline>();
  for (const row of rows) {
    if (row.rank !== 1) continue;
    headlines.set(row.eventId, { ...headlineOf(row.red ?? NO_NAMES, row.blue ?? NO_NAMES), boutCount: row.boutCount });
  }
  return headlines;
}

/** Summaries of events by id, in two queries; unknown ids are absent from the map. */
export async function eventSummaries(db: Db, ids: readonly string[]): Promise<Map<string, EventSummary>> {
  if (ids.length === 0) return new Map();
  const [rows, headlines] = await Promise.all([
    db
      .select()
      .from(events)
      .where(inArray(events.id, [...new Set(ids)])),
    cardHeadlines(db, ids),
  ]);
  return new Map(rows.map((row) => [row.id, toEventSummary(row, headlines.get(row.id) ?? NO_CARD)]));
}
