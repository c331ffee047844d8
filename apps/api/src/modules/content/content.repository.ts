import { type SQL, and, asc, count, desc, eq, gt, isNotNull, isNull, lte, max, not, or } from 'drizzle-orm';
import type { AdPlacement } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { ads, homeSections } from './content.table';

export type SectionRow = typeof homeSections.$inferSelect;
export type NewSection = typeof homeSections.$inferInsert;
export type AdRow = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;

/** What the home page reads of a section to resolve it. */
const shownColumns = {
  id: homeSections.id,
  kind: homeSections.kind,
  title: homeSections.title,
  titleNe: homeSections.titleNe,
  subtitle: homeSections.subtitle,
  subtitleNe: homeSections.subtitleNe,
  source: homeSections.source,
  categoryId: homeSections.categoryId,
  itemIds: homeSections.itemIds,
  itemLimit: homeSections.itemLimit,
  action: homeSections.action,
  imageKey: homeSections.imageKey,
};
export type ShownSection = Pick<SectionRow, keyof typeof shownColumns>;

const staffOrder = [asc(homeSections.position), asc(homeSections.createdAt)];

/** Prepared: a hot public read (decision 59). */
const activeSections = preparedPerDb((db) =>
  db
    .select(shownColumns)
    .from(homeSections)
    .where(eq(homeSections.active, true))
    .orderBy(...staffOrder)
    .prepare('home_active_sections'),
);

/** Prepared: the public ads' read (decision 59). */
const showableAds = preparedPerDb((db) =>
  db
    .select()
    .from(ads)
    .where(and(eq(ads.active, true), isNotNull(ads.imageKey)))
    .orderBy(asc(ads.placement), desc(ads.createdAt), desc(ads.id))
    .prepare('showable_ads'),
);

/** Staff's home sections, in their order (`position`, then the oldest first). */
export const sectionsRepository = {
  async list(db: Db): Promise<SectionRow[]> {
    return db
      .select()
      .from(homeSections)
      .orderBy(...staffOrder);
  },

  /** The active sections, what the home page shows of them. */
  async active(db: Db): Promise<ShownSection[]> {
    return activeSections(db).execute();
  },

  async find(db: Db, id: string, lock = false): Promise<SectionRow | undefined> {
    const query = db.select().from(homeSections).where(eq(homeSections.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** The position after the last section. */
  async nextPosition(db: Db): Promise<number> {
    const [row] = await db.select({ last: max(homeSections.position) }).from(homeSections);
    return (row?.last ?? 0) + 1;
  },

  async insert(db: Db, values: NewSection): Promise<SectionRow> {
    const [row] = await db.insert(homeSections).values(values).returning();
    return row as SectionRow;
  },

  async update(db: Db, id: string, values: Partial<NewSection>): Promise<SectionRow | undefined> {
    const [row] = await db
      .update(homeSections)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(homeSections.id, id))
      .returning();
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(homeSections).where(eq(homeSections.id, id));
  },

  async ids(db: Db): Promise<string[]> {
    return (await db.select({ id: homeSections.id }).from(homeSections)).map((row) => row.id);
  },

  async setPosition(db: Db, id: string, position: number): Promise<void> {
    await db.update(homeSections).set({ position }).where(eq(homeSections.id, id));
  },
};

export interface AdFilter {
  placement?: AdPlacement | undefined;
  running?: boolean | undefined;
  now: Date;
}

/** Shown at `now`: active, with an image, started (or no start) and not ended (or no end). */
export function isRunning(now: Date): SQL {
  return and(
    eq(ads.active, true),
    isNotNull(ads.imageKey),
    or(isNull(ads.startsAt), lte(ads.startsAt, now)),
    or(isNull(ads.endsAt), gt(ads.endsAt, now)),
  ) as SQL;
}

export const adsRepository = {
  async find(db: Db, id: string, lock = false): Promise<AdRow | undefined> {
    const query = db.select().from(ads).where(eq(ads.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Db, values: NewAd): Promise<AdRow> {
    const [row] = await db.insert(ads).values(values).returning();
    return row as AdRow;
  },

  async update(db: Db, id: string, values: Partial<NewAd>): Promise<AdRow | undefined> {
    const [row] = await db
      .update(ads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning();
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(ads).where(eq(ads.id, id));
  },

  /** Every ad (the back office), newest first, by placement and whether it runs now. */
  async search(db: Db, filter: AdFilter, page: number, pageSize: number): Promise<{ rows: AdRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.placement) conditions.push(eq(ads.placement, filter.placement));
    if (filter.running !== undefined)
      conditions.push(filter.running ? isRunning(filter.now) : not(isRunning(filter.now)));
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(ads)
        .where(where)
        .orderBy(desc(ads.createdAt), desc(ads.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(ads).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /**
   * Ads that may show (active, with an image), whatever their dates: the dates are checked at each read, so a
   * cached list never shows an ad past its end.
   */
  async showable(db: Db): Promise<AdRow[]> {
    return showableAds(db).execute();
  },
};
