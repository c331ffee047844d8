import { z } from 'zod';
import { BoutFighterSchema } from '../events/schemas';
import { FighterReignSchema, WeightClassRefSchema } from '../fighters/schemas';

/** A weight class's rankings: a champion (place 0), then up to this many ranked fighters. */
export const RANKED_MAX = 15;

/** A place against the version before: better, worse, the same, or not ranked there. */
export const RankingMovementSchema = z.enum(['UP', 'DOWN', 'SAME', 'NEW']);
export type RankingMovement = z.infer<typeof RankingMovementSchema>;

export const RankingEntrySchema = z.object({
  /** 0 is the champion, 1 to 15 the ranked. */
  position: z.number().int(),
  fighter: BoutFighterSchema,
  movement: RankingMovementSchema,
  /** The place in the version before (0: champion), null when not ranked there or for a first version. */
  previousPosition: z.number().int().nullable(),
});
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

/** One published version of a weight class's rankings, with its movement against the version before. */
export const RankingSchema = z.object({
  weightClass: WeightClassRefSchema,
  version: z.number().int(),
  /** The date the rankings take effect (YYYY-MM-DD). */
  effectiveOn: z.iso.date(),
  publishedAt: z.iso.datetime(),
  champion: RankingEntrySchema.nullable(),
  ranked: z.array(RankingEntrySchema),
  /** Ranked in the version before, not in this one. */
  leftOut: z.array(BoutFighterSchema),
});
export type Ranking = z.infer<typeof RankingSchema>;

/** Every weight class's current rankings, in the weight classes' order; classes never ranked are left out. */
export const RankingsSchema = z.object({ items: z.array(RankingSchema) });
export type Rankings = z.infer<typeof RankingsSchema>;

export const RankingVersionSchema = z.object({
  version: z.number().int(),
  effectiveOn: z.iso.date(),
  publishedAt: z.iso.datetime(),
});

/** The back office's view of a weight class: its current version and the dates of every version. */
export const AdminRankingSchema = z.object({
  weightClass: WeightClassRefSchema,
  current: RankingSchema.nullable(),
  versions: z.array(RankingVersionSchema),
});
export type AdminRanking = z.infer<typeof AdminRankingSchema>;

/** A new version: the champion (or none, a vacant title) and the ranked in order, best first. */
export const PublishRankingRequestSchema = z
  .object({
    effectiveOn: z.iso.date({ error: 'HUBRKDT001' }),
    championId: z.uuid({ error: 'HUBRKFT001' }).nullable(),
    rankedIds: z.array(z.uuid({ error: 'HUBRKFT001' }), { error: 'HUBRKEM001' }).max(RANKED_MAX, 'HUBRKMX001'),
  })
  .refine((request) => request.championId !== null || request.rankedIds.length > 0, {
    error: 'HUBRKEM001',
    path: ['rankedIds'],
  });
export type PublishRankingRequest = z.infer<typeof PublishRankingRequestSchema>;

/** One champion's reign: from the title bout won to the bout lost or the title given up. */
export const TitleReignSchema = FighterReignSchema.omit({ weightClass: true }).extend({ fighter: BoutFighterSchema });
export type TitleReign = z.infer<typeof TitleReignSchema>;

/** A weight class's title: its reigns, the latest first; `champion` holds it now (null: vacant). */
export const TitleHistorySchema = z.object({
  weightClass: WeightClassRefSchema,
  champion: BoutFighterSchema.nullable(),
  reigns: z.array(TitleReignSchema),
});
export type TitleHistory = z.infer<typeof TitleHistorySchema>;

export const VacateTitleRequestSchema = z.object({
  reason: z.string().trim().max(300, 'HUBTTVR001').nullable().optional(),
});
export type VacateTitleRequest = z.infer<typeof VacateTitleRequestSchema>;
