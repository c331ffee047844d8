import { eq } from 'drizzle-orm';
import type { FightRecord } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterPublicProfiles as profiles } from './fighters.table';

/**
 * Stores a fighter's record in this promotion on their public profile. The events module, which keeps the bouts
 * and their results, computes it and calls this in the transaction that changed a result; the profile is ours.
 */
export async function setPromotionRecord(db: Db, fighterId: string, record: FightRecord): Promise<void> {
  await db
    .update(profiles)
    .set({ promotionRecord: record, updatedAt: new Date() })
    .where(eq(profiles.fighterId, fighterId));
}
