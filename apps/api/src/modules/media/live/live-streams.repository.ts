import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { liveStreams } from '../media.table';

export type LiveStreamRow = typeof liveStreams.$inferSelect;
export type NewLiveStream = typeof liveStreams.$inferInsert;

export const liveStreamsRepository = {
  async find(db: Db, eventId: string): Promise<LiveStreamRow | undefined> {
    const [row] = await db.select().from(liveStreams).where(eq(liveStreams.eventId, eventId)).limit(1);
    return row;
  },

  /** Creates the event's stream on first use, else changes it. */
  async save(db: Db, eventId: string, values: Partial<NewLiveStream>): Promise<LiveStreamRow> {
    const [row] = await db
      .insert(liveStreams)
      .values({ eventId, ...values })
      .onConflictDoUpdate({ target: liveStreams.eventId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row as LiveStreamRow;
  },

  /** Every stream key in use, with its event. */
  async keys(db: Db): Promise<{ eventId: string; streamKey: string }[]> {
    const rows = await db
      .select({ eventId: liveStreams.eventId, streamKey: liveStreams.streamKey })
      .from(liveStreams)
      .where(isNotNull(liveStreams.streamKey));
    return rows.flatMap((row) => (row.streamKey ? [{ eventId: row.eventId, streamKey: row.streamKey }] : []));
  },

  async live(db: Db): Promise<LiveStreamRow[]> {
    return db.select().from(liveStreams).where(eq(liveStreams.state, 'LIVE'));
  },
};
