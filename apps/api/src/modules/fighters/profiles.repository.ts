import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fighterProfiles, fighterPublicProfiles } from './fighters.table';
import { searchTextColumns } from './search-text';

export type FighterProfileRow = typeof fighterProfiles.$inferSelect;
export type NewFighterProfile = typeof fighterProfiles.$inferInsert;
export type FighterPublicRow = typeof fighterPublicProfiles.$inferSelect;
export type NewFighterPublic = typeof fighterPublicProfiles.$inferInsert;

/** The working copy with its public version, when one has been approved. */
export interface FighterWithPublic {
  profile: FighterProfileRow;
  published: FighterPublicRow | undefined;
}

export const ONE_PER_CUSTOMER = 'fighter_profiles_customer_key';

/**
 * The back office's search text follows the names: every write of the application's fields carries them all
 * (FighterValues), and then search_text is made again from them.
 */
function withSearchText<T extends Partial<NewFighterProfile>>(values: T): T {
  if (!('firstName' in values)) return values;
  const names = {
    firstName: values.firstName ?? null,
    middleName: values.middleName ?? null,
    lastName: values.lastName ?? null,
    nickname: values.nickname ?? null,
    firstNameNe: values.firstNameNe,
    lastNameNe: values.lastNameNe,
    nicknameNe: values.nicknameNe,
  };
  return { ...values, ...searchTextColumns(names) };
}

async function withPublic(db: Db, profile: FighterProfileRow | undefined): Promise<FighterWithPublic | undefined> {
  if (!profile) return undefined;
  const [published] = await db
    .select()
    .from(fighterPublicProfiles)
    .where(eq(fighterPublicProfiles.fighterId, profile.id))
    .limit(1);
  return { profile, published };
}

/** Applications (working copies) and their public versions. */
export const profilesRepository = {
  /** The customer's application; `lock` holds its row for the rest of the transaction. */
  async findByCustomer(db: Db, customerId: string, lock = false): Promise<FighterWithPublic | undefined> {
    const query = db.select().from(fighterProfiles).where(eq(fighterProfiles.customerId, customerId)).limit(1);
    const [profile] = lock ? await query.for('update') : await query;
    return withPublic(db, profile);
  },

  async findById(db: Db, id: string, lock = false): Promise<FighterWithPublic | undefined> {
    const query = db.select().from(fighterProfiles).where(eq(fighterProfiles.id, id)).limit(1);
    const [profile] = lock ? await query.for('update') : await query;
    return withPublic(db, profile);
  },

  async insert(db: Db, values: NewFighterProfile): Promise<FighterProfileRow> {
    const [row] = await db.insert(fighterProfiles).values(withSearchText(values)).returning();
    return row as FighterProfileRow;
  },

  async update(db: Db, id: string, values: Partial<NewFighterProfile>): Promise<FighterProfileRow> {
    const [row] = await db
      .update(fighterProfiles)
      .set({ ...withSearchText(values), updatedAt: new Date() })
      .where(eq(fighterProfiles.id, id))
      .returning();
    return row as FighterProfileRow;
  },

  /** Writes the whole public version (first approval or re-approval). */
  async putPublic(db: Db, values: NewFighterPublic): Promise<FighterPublicRow> {
    const { fighterId: _id, ...rest } = values;
    const [row] = await db
      .insert(fighterPublicProfiles)
      .values(values)
      .onConflictDoUpdate({ target: fighterPublicProfiles.fighterId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    return row as FighterPublicRow;
  },

  async updatePublic(db: Db, fighterId: string, values: Partial<NewFighterPublic>): Promise<FighterPublicRow> {
    const [row] = await db
      .update(fighterPublicProfiles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(fighterPublicProfiles.fighterId, fighterId))
      .returning();
    return row as FighterPublicRow;
  },

  async slugTaken(db: Db, slug: string, fighterId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: fighterPublicProfiles.fighterId })
      .from(fighterPublicProfiles)
      .where(and(eq(fighterPublicProfiles.slug, slug), ne(fighterPublicProfiles.fighterId, fighterId)))
      .limit(1);
    return row !== undefined;
  },
};
