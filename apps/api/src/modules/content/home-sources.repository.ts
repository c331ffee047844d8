import { type SQL, and, asc, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FightRecord } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { EventRow } from '../events/event-summaries';
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
  | 'publishedAt'
>;

/** Home rows may show an event that is announced, live or over (with its results and replays), never a draft. */
const isShownEvent = (events: ReturnType<typeof eventTiles>): SQL =>
  and(isNotNull(events.publishedAt), inArray(events.status, ['PUBLISHED', 'LIVE', 'COMPLETED'])) as SQL;

/** The kinds of thing a section may pick. */
export type PickedKind = 'VIDEO' | 'SHOWCASE' | 'EVENT' | 'FIGHTER';

const inOrder = <T>(ids: readonly string[], rows: T[], idOf: (row: T) => string): T[] => {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

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

function selectFighters(db: Db) {
  const weightClass = masterDataNames('weight_class');
  return db
    .select({
      fighterId: publicProfiles.fighterId,
      slug: publicProfiles.slug,
      ...nameColumns(publicProfiles),
      photoId: publicProfiles.photoId,
      priorRecord: publicProfiles.priorRecord,
      promotionRecord: publicProfiles.promotionRecord,
      weightClass: weightClass.name,
      weightClassNe: weightClass.nameNe,
    })
    .from(publicProfiles)
    .leftJoin(weightClass, eq(weightClass.id, publicProfiles.weightClassId));
}

export const homeSourcesRepository = {
  /** Shown events among these ids, in the given order. */
  async eventsByIds(db: Db, ids: readonly string[]): Promise<HomeEventRow[]> {
    if (ids.length === 0) return [];
    const events = eventTiles('event');
    const rows = await db
      .select()
      .from(events)
      .where(and(isShownEvent(events), inArray(events.id, [...ids])));
    return inOrder(ids, rows, (row) => row.id);
  },

  /**
   * Published events still ahead (or on tonight: the same grace as the events list), soonest first; live
   * ones first of all since they started earliest.
   */
  async upcomingEvents(db: Db, now: Date, limit: number): Promise<HomeEventRow[]> {
    const cutoff = new Date(now.getTime() - UPCOMING_GRACE_MS);
    const events = eventTiles('event');
    return db
      .select()
      .from(events)
      .where(
        and(
          isNotNull(events.publishedAt),
          or(eq(events.status, 'LIVE'), and(eq(events.status, 'PUBLISHED'), gte(events.startsAt, cutoff))),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit);
  },

  /** Approved fighters among these ids (their public versions), in the given order. */
  async fightersByIds(db: Db, ids: readonly string[]): Promise<HomeFighterRow[]> {
    if (ids.length === 0) return [];
    const rows = await selectFighters(db).where(inArray(publicProfiles.fighterId, [...ids]));
    return inOrder(ids, rows, (row) => row.fighterId);
  },

  /** A few public fighters for a row nobody picked: those with a photo first, the latest approved first. */
  async someFighters(db: Db, limit: number): Promise<HomeFighterRow[]> {
    return selectFighters(db)
      .orderBy(sql`${publicProfiles.photoId} is null`, desc(publicProfiles.approvedAt), asc(publicProfiles.fighterId))
      .limit(limit);
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
