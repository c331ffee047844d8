import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventHeadlines } from '../events/published';
import { publicFighters } from '../fighters/published';
import { eventFollows, fighterFollows } from './following.table';

export type FollowTarget = 'FIGHTER' | 'EVENT';

/** Events a fan can follow: published, live or past, never a draft. */
export const FOLLOWABLE_EVENT_STATUSES = ['PUBLISHED', 'LIVE', 'COMPLETED'] as const;

export const followsRepository = {
  /** Whether the target can be followed: an approved public fighter, or an event fans can see. */
  async exists(db: Db, target: FollowTarget, id: string): Promise<boolean> {
    if (target === 'FIGHTER') {
      const fighter = publicFighters();
      const rows = await db.select({ id: fighter.fighterId }).from(fighter).where(eq(fighter.fighterId, id)).limit(1);
      return rows.length > 0;
    }
    const event = eventHeadlines();
    const rows = await db
      .select({ id: event.id })
      .from(event)
      .where(and(eq(event.id, id), inArray(event.status, [...FOLLOWABLE_EVENT_STATUSES])))
      .limit(1);
    return rows.length > 0;
  },

  async follow(db: Db, customerId: string, target: FollowTarget, id: string): Promise<void> {
    if (target === 'FIGHTER')
      await db.insert(fighterFollows).values({ customerId, fighterId: id }).onConflictDoNothing();
    else await db.insert(eventFollows).values({ customerId, eventId: id }).onConflictDoNothing();
  },

  async unfollow(db: Db, customerId: string, target: FollowTarget, id: string): Promise<void> {
    if (target === 'FIGHTER')
      await db
        .delete(fighterFollows)
        .where(and(eq(fighterFollows.customerId, customerId), eq(fighterFollows.fighterId, id)));
    else
      await db.delete(eventFollows).where(and(eq(eventFollows.customerId, customerId), eq(eventFollows.eventId, id)));
  },

  async mine(db: Db, customerId: string): Promise<{ fighterIds: string[]; eventIds: string[] }> {
    const [fighters, events] = await Promise.all([
      db
        .select({ id: fighterFollows.fighterId })
        .from(fighterFollows)
        .where(eq(fighterFollows.customerId, customerId))
        .orderBy(desc(fighterFollows.createdAt)),
      db
        .select({ id: eventFollows.eventId })
        .from(eventFollows)
        .where(eq(eventFollows.customerId, customerId))
        .orderBy(desc(eventFollows.createdAt)),
    ]);
    return { fighterIds: fighters.map((row) => row.id), eventIds: events.map((row) => row.id) };
  },

  /** The fans following any of these fighters since before `before` (a booking is not news to a later follower). */
  async fighterFollowers(db: Db, fighterIds: readonly string[], before: Date): Promise<string[]> {
    if (fighterIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ customerId: fighterFollows.customerId })
      .from(fighterFollows)
      .where(and(inArray(fighterFollows.fighterId, [...fighterIds]), lt(fighterFollows.createdAt, before)));
    return rows.map((row) => row.customerId);
  },

  async eventFollowers(db: Db, eventId: string, before?: Date): Promise<string[]> {
    const rows = await db
      .select({ customerId: eventFollows.customerId })
      .from(eventFollows)
      .where(and(eq(eventFollows.eventId, eventId), before ? lt(eventFollows.createdAt, before) : undefined));
    return rows.map((row) => row.customerId);
  },

  /** The most followed fighters and events, for the back office. */
  async counts(db: Db, limit: number) {
    const fighter = publicFighters();
    const event = eventHeadlines();
    const followers = count(fighterFollows.customerId);
    const eventFollowers = count(eventFollows.customerId);
    const [fighters, events, [fans]] = await Promise.all([
      db
        .select({
          id: fighter.fighterId,
          slug: fighter.slug,
          firstName: fighter.firstName,
          lastName: fighter.lastName,
          followers,
        })
        .from(fighterFollows)
        .innerJoin(fighter, eq(fighter.fighterId, fighterFollows.fighterId))
        .groupBy(fighter.fighterId, fighter.slug, fighter.firstName, fighter.lastName)
        .orderBy(desc(followers), fighter.lastName)
        .limit(limit),
      db
        .select({ id: event.id, slug: event.slug, name: event.name, followers: eventFollowers })
        .from(eventFollows)
        .innerJoin(event, eq(event.id, eventFollows.eventId))
        .groupBy(event.id, event.slug, event.name, event.startsAt)
        .orderBy(desc(eventFollowers), desc(event.startsAt))
        .limit(limit),
      db.select({ fans: count() }).from(
        db
          .select({ customerId: fighterFollows.customerId })
          .from(fighterFollows)
          .union(db.select({ customerId: eventFollows.customerId }).from(eventFollows))
          .as('follower'),
      ),
    ]);
    return { fighters, events, fans: Number(fans?.fans ?? 0) };
  },
};
