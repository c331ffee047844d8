import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentHolders } from '../access/grants';
import { activeProducts } from '../commerce/published';
import { cardBouts, eventHeadlines, issuedTickets, ticketTierSeats } from '../events/published';
import { publicFighters } from '../fighters/published';
import { liveStreamAccess } from '../media/published';

// What the alerts read of an event, its card, what sells it and who holds it: the other modules' published views.

const red = publicFighters('red_fighter');
const blue = publicFighters('blue_fighter');

export const eventAlertsRepository = {
  async event(db: Db, eventId: string) {
    const event = eventHeadlines();
    const live = liveStreamAccess();
    // Two queries: both views are aliased by name at run time only, which a join's types cannot tell apart.
    const [[row], [stream]] = await Promise.all([
      db
        .select({
          id: event.id,
          slug: event.slug,
          name: event.name,
          nameNe: event.nameNe,
          startsAt: event.startsAt,
          status: event.status,
          publishedAt: event.publishedAt,
        })
        .from(event)
        .where(eq(event.id, eventId))
        .limit(1),
      db.select({ state: live.state }).from(live).where(eq(live.eventId, eventId)).limit(1),
    ]);
    return row && { ...row, liveState: stream?.state ?? null };
  },

  /** Events whose alerts may be due by the clock: upcoming or live, or finished in the last two days. */
  async current(db: Db, now: Date): Promise<string[]> {
    const event = eventHeadlines();
    const rows = await db
      .select({ id: event.id })
      .from(event)
      .where(
        or(
          inArray(event.status, ['PUBLISHED', 'LIVE']),
          and(eq(event.status, 'COMPLETED'), gt(event.startsAt, new Date(now.getTime() - 2 * 86_400_000))),
        ),
      );
    return rows.map((row) => row.id);
  },

  async bouts(db: Db, eventId: string) {
    const bout = cardBouts();
    return db
      .select({
        id: bout.id,
        redFighterId: bout.redFighterId,
        blueFighterId: bout.blueFighterId,
        outcome: bout.outcome,
        winnerId: bout.winnerId,
        method: bout.method,
        endRound: bout.endRound,
        resultRecordedAt: bout.resultRecordedAt,
        createdAt: bout.createdAt,
        red: {
          firstName: red.firstName,
          lastName: red.lastName,
          firstNameNe: red.firstNameNe,
          lastNameNe: red.lastNameNe,
        },
        blue: {
          firstName: blue.firstName,
          lastName: blue.lastName,
          firstNameNe: blue.firstNameNe,
          lastNameNe: blue.lastNameNe,
        },
      })
      .from(bout)
      .innerJoin(red, eq(red.fighterId, bout.redFighterId))
      .innerJoin(blue, eq(blue.fighterId, bout.blueFighterId))
      .where(eq(bout.eventId, eventId))
      .orderBy(asc(bout.position));
  },

  /** The switched-on products selling the event: its live pass and its ticket tiers, with their sale windows. */
  async products(db: Db, eventId: string) {
    const product = activeProducts();
    const tier = ticketTierSeats();
    const tiers = await db.select({ id: tier.id }).from(tier).where(eq(tier.eventId, eventId));
    return db
      .select({
        productType: product.productType,
        saleStartsAt: product.saleStartsAt,
        saleEndsAt: product.saleEndsAt,
        createdAt: product.createdAt,
      })
      .from(product)
      .where(
        or(
          and(eq(product.productType, 'LIVE_EVENT'), eq(product.contentId, eventId)),
          tiers.length > 0
            ? and(
                eq(product.productType, 'TICKET'),
                inArray(
                  product.contentId,
                  tiers.map((row) => row.id),
                ),
              )
            : undefined,
        ),
      );
  },

  /** Fans holding a ticket (not voided) or the live pass: they have bought, so they hear the reminders. */
  async holders(db: Db, eventId: string, withTickets: boolean): Promise<string[]> {
    const ticket = issuedTickets();
    const [tickets, passes] = await Promise.all([
      withTickets
        ? db
            .selectDistinct({ customerId: ticket.customerId })
            .from(ticket)
            .where(and(eq(ticket.eventId, eventId), isNull(ticket.voidedAt)))
        : [],
      contentHolders(db, { type: 'LIVE_EVENT', id: eventId }),
    ]);
    return [...tickets.map((row) => row.customerId), ...passes];
  },
};

export type EventAlertFacts = NonNullable<Awaited<ReturnType<typeof eventAlertsRepository.event>>>;
export type AlertBoutRow = Awaited<ReturnType<typeof eventAlertsRepository.bouts>>[number];
export type AlertProductRow = Awaited<ReturnType<typeof eventAlertsRepository.products>>[number];
