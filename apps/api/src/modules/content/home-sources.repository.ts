import { type SQL, and, asc, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FightRecord } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import type { EventRow } from '../events/event-summaries';
import { activeProducts, sellingProduct } from '../commerce/published';
import { UPCOMING_GRACE_MS } from '../events/event-windows';
import { eventHeadlines, eventTiles } from '../events/published';
import { fighterAccounts, nameColumns, publicFighters } from '../fighters/published';
import type { NamesRow } from '../fighters/nepali-names';
import { masterDataNames } from '../masterdata/published';
import { categoryNames, showcaseHeadlines, videoHeadlines } from '../media/published';

/**
 * What home sections list, read through the other modules' published reads (read only). Only what fans may see is
 * ever answered: events once published (never drafts or cancelled ones), approved fighters' public versions.
 */

/** What a home tile shows of an event. */
export type HomeEventRow = Pick<
  EventRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'tagline'
  | 'nameNe'
  | 'taglineNe'
  | 'startsAt'
  | 'venueName'
  | 'venueCity'
  | 'venueNameNe'
  | 'venueCityNe'
  | 'posterKey'
  | 'posterWidth'
  | 'posterHeight'
  | 'status'
>;

/** An event tile's row with the product of its live pass, if one is on. */
export type HomeEventRowWithProduct = HomeEventRow & { productId: string | null };

/** Home rows may show an event that is announced, live or over (with its results and replays), never a draft. */
const isShownEvent = (events: ReturnType<typeof eventTiles>): SQL =>
  and(isNotNull(events.publishedAt), inArray(events.status, ['PUBLISHED', 'LIVE', 'COMPLETED'])) as SQL;

/** The kinds of thing a section may pick. */
export type PickedKind = 'VIDEO' | 'SHOWCASE' | 'EVENT' | 'FIGHTER';

const publicProfiles = publicFighters('public_fighter');

export interface HomeFighterRow extends NamesRow {
  fighterId: string;
  slug: string;
  photoId: string | null;
  priorRecord: FightRecord | null;
  promotionRecord: FightRecord | null;
  weightClass: string | null;
  weightClassNe: string | null;
}

/** What one page lists of a kind: the picked rows by id (public ones only) and the first rows of the unpicked list. */
export interface Listed<T> {
  picked: Map<string, T>;
  first: T[];
}

/** The picked rows among these ids that exist, in the given order. */
export const inOrder = <T>(ids: readonly string[], picked: Map<string, T>): T[] =>
  ids.flatMap((id) => picked.get(id) ?? []);

/** A listing's rows by the branch they came from (`union all` keeps each branch's rows in their order). */
const split = <T extends { picked: boolean }>(rows: T[], idOf: (row: T) => string): Listed<Omit<T, 'picked'>> => {
  const listed: Listed<Omit<T, 'picked'>> = { picked: new Map(), first: [] };
  for (const { picked, ...row } of rows) {
    if (picked) listed.picked.set(idOf(row as T), row);
    else listed.first.push(row);
  }
  return listed;
};

/**
 * The shown events among `ids` and, apart, the next `first` published events still ahead (or on tonight: the
 * same grace as the events list), soonest first; live ones first of all since they started earliest. Prepared:
 * a hot public read (decision 59), one statement for every event section of the page.
 */
const homeEvents = preparedPerDb((db) => {
  const events = eventTiles('event');
  const livePass = activeProducts('live_pass');
  // A tile's columns, as drizzle selects a subquery's own (without the publication date, not shown).
  const { publishedAt: _publishedAt, ...columns } = events._.selectedFields;
  const tile = (picked: boolean) => ({
    ...columns,
    productId: livePass.id,
    picked: sql<boolean>`${sql.raw(String(picked))}`.as('picked'),
  });
  const withPass = sellingProduct(livePass, 'LIVE_EVENT', events.id);
  return db
    .select(tile(true))
    .from(events)
    .leftJoin(livePass, withPass)
    .where(and(isShownEvent(events), sql`${events.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .unionAll(
      db
        .select(tile(false))
        .from(events)
        .leftJoin(livePass, withPass)
        .where(
          and(
            isNotNull(events.publishedAt),
            or(
              eq(events.status, 'LIVE'),
              and(eq(events.status, 'PUBLISHED'), gte(events.startsAt, sql.placeholder('cutoff'))),
            ),
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(sql.placeholder('first')),
    )
    .prepare('home_events');
});

/**
 * Approved fighters among `ids` (their public versions) and, apart, the first `first` public fighters for rows
 * nobody picked: those with a photo first, the latest approved first. Prepared: a hot public read (decision 59).
 */
const homeFighters = preparedPerDb((db) => {
  const weightClass = masterDataNames('weight_class');
  const select = (picked: boolean) =>
    db
      .select({
        fighterId: publicProfiles.fighterId,
        slug: publicProfiles.slug,
        ...nameColumns(publicProfiles),
        photoId: publicProfiles.photoId,
        priorRecord: publicProfiles.priorRecord,
        promotionRecord: publicProfiles.promotionRecord,
        weightClass: weightClass.name,
        weightClassNe: weightClass.nameNe,
        picked: sql<boolean>`${sql.raw(String(picked))}`.as('picked'),
      })
      .from(publicProfiles)
      .leftJoin(weightClass, eq(weightClass.id, publicProfiles.weightClassId));
  return select(true)
    .where(sql`${publicProfiles.fighterId} = any(${sql.placeholder('ids')}::uuid[])`)
    .unionAll(
      select(false)
        .orderBy(sql`${publicProfiles.photoId} is null`, desc(publicProfiles.approvedAt), asc(publicProfiles.fighterId))
        .limit(sql.placeholder('first')),
    )
    .prepare('home_fighters');
});

export const homeSourcesRepository = {
  /** Shown events among these ids, and the next `first` events ahead as of `now` (see homeEvents). */
  async events(db: Db, ids: readonly string[], now: Date, first: number): Promise<Listed<HomeEventRowWithProduct>> {
    const cutoff = new Date(now.getTime() - UPCOMING_GRACE_MS);
    const rows = await homeEvents(db).execute({ ids: [...ids], cutoff, first });
    return split(rows, (row) => row.id);
  },

  /** Approved fighters among these ids, and the first `first` of the unpicked list (see homeFighters). */
  async fighters(db: Db, ids: readonly string[], first: number): Promise<Listed<HomeFighterRow>> {
    const rows = await homeFighters(db).execute({ ids: [...ids], first });
    return split(rows, (row) => row.fighterId);
  },

  /** Which of these ids exist (drafts and unapproved ones too: staff may pick them ahead of publication). */
  async existing(db: Db, kind: PickedKind, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const list = [...ids];
    const [videos, showcases, events, fighters] = [
      videoHeadlines('video'),
      showcaseHeadlines('showcase'),
      eventHeadlines('event'),
      fighterAccounts('fighter'),
    ];
    const rows =
      kind === 'VIDEO'
        ? await db.select({ id: videos.id }).from(videos).where(inArray(videos.id, list))
        : kind === 'SHOWCASE'
          ? await db.select({ id: showcases.id }).from(showcases).where(inArray(showcases.id, list))
          : kind === 'EVENT'
            ? await db.select({ id: events.id }).from(events).where(inArray(events.id, list))
            : await db.select({ id: fighters.fighterId }).from(fighters).where(inArray(fighters.fighterId, list));
    return new Set(rows.map((row) => row.id));
  },

  async categoryExists(db: Db, id: string): Promise<boolean> {
    const categories = categoryNames('category');
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
    return row !== undefined;
  },
};
