import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

  /**
   * Makes `instance` the broadcast's owner and the stream LIVE, unless another instance owns it LIVE with a heartbeat
   * since `expiredBefore`. Answers the row, or undefined when another owns it.
   */
  async claim(
    db: Db,
    eventId: string,
    instance: string,
    expiredBefore: Date,
    values: Partial<NewLiveStream>,
  ): Promise<LiveStreamRow | undefined> {
    const [row] = await db
      .update(liveStreams)
      .set({ ...values, state: 'LIVE', ingestInstance: instance, heartbeatAt: sql`now()`, updatedAt: new Date() })
      .where(
        and(
          eq(liveStreams.eventId, eventId),
          or(
            ne(liveStreams.state, 'LIVE'),
            isNull(liveStreams.ingestInstance),
            eq(liveStreams.ingestInstance, instance),
            isNull(liveStreams.heartbeatAt),
            lt(liveStreams.heartbeatAt, expiredBefore),
          ),
        ),
      )
      .returning();
    return row;
  },

  /** The owner's heartbeat with its bitrate; answers false when it no longer owns a LIVE broadcast. */
  async beat(db: Db, eventId: string, instance: string, bitrateKbps: number | null): Promise<boolean> {
    const rows = await db
      .update(liveStreams)
      .set({ heartbeatAt: sql`now()`, bitrateKbps })
      .where(
        and(eq(liveStreams.eventId, eventId), eq(liveStreams.ingestInstance, instance), eq(liveStreams.state, 'LIVE')),
      )
      .returning({ eventId: liveStreams.eventId });
    return rows.length > 0;
  },

  /** An instance that stops leaves its broadcasts LIVE without an owner: an encoder may come back elsewhere. */
  async release(db: Db, eventId: string, instance: string): Promise<void> {
    await db
      .update(liveStreams)
      .set({ ingestInstance: null, heartbeatAt: sql`now()` })
      .where(and(eq(liveStreams.eventId, eventId), eq(liveStreams.ingestInstance, instance)));
  },

  /** Ends the LIVE broadcasts whose heartbeat stopped before `before` (their ingest died); answers them. */
  async endExpired(db: Db, before: Date): Promise<LiveStreamRow[]> {
    return db
      .update(liveStreams)
      .set({
        state: 'ENDED',
        endedAt: sql`coalesce(${liveStreams.heartbeatAt}, now())`,
        ingestInstance: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(liveStreams.state, 'LIVE'),
          isNotNull(liveStreams.streamKey),
          or(isNull(liveStreams.heartbeatAt), lt(liveStreams.heartbeatAt, before)),
        ),
      )
      .returning();
  },
};
