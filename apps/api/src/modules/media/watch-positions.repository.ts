import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videos, watchPositions } from './media.table';
import { isPublicVideo } from './videos.repository';

export type WatchPositionRow = typeof watchPositions.$inferSelect;

export const watchPositionsRepository = {
  /**
   * One row per customer and video, replaced in place (no history). A save that repeats the stored position (a
   * pause, then the page hidden) writes nothing, so `updated_at` stays the moment the customer last moved on.
   */
  async save(
    db: Db,
    values: { customerId: string; videoId: string; positionSeconds: number; durationSeconds: number | null },
  ): Promise<WatchPositionRow | undefined> {
    const [row] = await db
      .insert(watchPositions)
      .values(values)
      .onConflictDoUpdate({
        target: [watchPositions.customerId, watchPositions.videoId],
        set: {
          positionSeconds: sql`excluded.position_seconds`,
          durationSeconds: sql`excluded.duration_seconds`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${watchPositions.positionSeconds}, ${watchPositions.durationSeconds})
          is distinct from (excluded.position_seconds, excluded.duration_seconds)`,
      })
      .returning();
    return row;
  },

  async find(db: Db, customerId: string, videoId: string): Promise<WatchPositionRow | undefined> {
    const [row] = await db
      .select()
      .from(watchPositions)
      .where(and(eq(watchPositions.customerId, customerId), eq(watchPositions.videoId, videoId)))
      .limit(1);
    return row;
  },

  /**
   * The customer's latest positions in public videos, from `startedSeconds` on and before the end (a finished video
   * is stored at its end), latest first.
   */
  async unfinished(db: Db, customerId: string, startedSeconds: number, limit: number): Promise<WatchPositionRow[]> {
    return db
      .select({
        customerId: watchPositions.customerId,
        videoId: watchPositions.videoId,
        positionSeconds: watchPositions.positionSeconds,
        durationSeconds: watchPositions.durationSeconds,
        updatedAt: watchPositions.updatedAt,
      })
      .from(watchPositions)
      .innerJoin(videos, eq(videos.id, watchPositions.videoId))
      .where(
        and(
          eq(watchPositions.customerId, customerId),
          isPublicVideo(),
          gte(watchPositions.positionSeconds, startedSeconds),
          or(
            isNull(watchPositions.durationSeconds),
            lt(watchPositions.positionSeconds, watchPositions.durationSeconds),
          ),
        ),
      )
      .orderBy(desc(watchPositions.updatedAt), desc(watchPositions.videoId))
      .limit(limit);
  },
};
