import { type SQL, type SQLWrapper, and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ReportGroup } from '@ringside/contract';
import type { Db } from '../../db/client';
import { eventHeadlines, issuedTickets, ticketTierSeats } from '../events/published';
import { customerContacts } from '../identity/published';
import { products, purchases } from './commerce.table';

/** Instants from `start` (included) to `end` (excluded). */
export interface Range {
  start: Date;
  end: Date;
}

/** One group's sum: its key (null: no event), the event's name for EVENT, the amount in paisa and the purchases. */
export interface GroupSum {
  key: string | null;
  label: string | null;
  amount: number;
  count: number;
}

/** Where the CSV's last page ended: the text of `created_at` keeps its microseconds, which a Date would lose. */
export interface PurchaseCursor {
  at: string;
  id: string;
}

// Constants are written into the SQL text, not bound: a grouped expression must be the same text in the select and
// the GROUP BY, and two bound parameters are not.
const kathmanduDay = (at: SQLWrapper) =>
  sql<string>`to_char((${at} at time zone 'Asia/Kathmandu')::date, 'YYYY-MM-DD')`;

const total = () => sql<number>`coalesce(sum(${purchases.amount}), 0)`.mapWith(Number);

/** The sums of the purchases `where` picks, grouped; `at` is the instant DAY groups by (paid or refunded). */
async function sumsBy(db: Db, group: ReportGroup, at: SQLWrapper, where: SQL | undefined): Promise<GroupSum[]> {
  if (group === 'EVENT') {
    // A ticket's content is its tier, whose event it is; a live pass's content is the event itself.
    const tier = ticketTierSeats('tier');
    const event = eventHeadlines('event');
    const liveEvent = sql`case when ${purchases.productType} = 'LIVE_EVENT' then ${purchases.contentId} end`;
    const eventId = sql<string | null>`coalesce(${tier.eventId}, ${liveEvent})`;
    return db
      .select({ key: eventId, label: event.name, amount: total(), count: count() })
      .from(purchases)
      .leftJoin(tier, and(eq(purchases.productType, 'TICKET'), eq(tier.id, purchases.contentId)))
      .leftJoin(event, eq(event.id, eventId))
      .where(where)
      .groupBy(eventId, event.name);
  }
  const key =
    group === 'DAY'
      ? kathmanduDay(at)
      : group === 'PRODUCT_TYPE'
        ? sql<string>`${purchases.productType}`
        : sql<string>`${purchases.method}`;
  return db
    .select({ key, label: sql<string | null>`null`, amount: total(), count: count() })
    .from(purchases)
    .where(where)
    .groupBy(key);
}

/** Reads for the staff's money view: sums, the purchases' export and the tiers' seats. */
export const reportsRepository = {
  /** NPR purchases paid within the range (later refunded or not), grouped. */
  paidBy(db: Db, group: ReportGroup, range: Range): Promise<GroupSum[]> {
    return sumsBy(
      db,
      group,
      purchases.paidAt,
      and(
        eq(purchases.currency, 'NPR'),
        inArray(purchases.status, ['PAID', 'REFUNDED']),
        gte(purchases.paidAt, range.start),
        lt(purchases.paidAt, range.end),
      ),
    );
  },

  /** NPR purchases refunded within the range (whenever paid), grouped. */
  refundedBy(db: Db, group: ReportGroup, range: Range): Promise<GroupSum[]> {
    return sumsBy(
      db,
      group,
      purchases.refundedAt,
      and(
        eq(purchases.currency, 'NPR'),
        eq(purchases.status, 'REFUNDED'),
        gte(purchases.refundedAt, range.start),
        lt(purchases.refundedAt, range.end),
      ),
    );
  },

  /** Up to `limit` purchases created within the range after `after`, oldest first, with their customer's contacts. */
  purchasePage(db: Db, range: Range, after: PurchaseCursor | undefined, limit: number) {
    const customer = customerContacts('customer');
    return db
      .select({
        id: purchases.id,
        cursorAt: sql<string>`${purchases.createdAt}::text`,
        createdAt: purchases.createdAt,
        paidAt: purchases.paidAt,
        refundedAt: purchases.refundedAt,
        referenceId: purchases.referenceId,
        status: purchases.status,
        flag: purchases.flag,
        firstName: customer.firstName,
        middleName: customer.middleName,
        lastName: customer.lastName,
        email: customer.email,
        countryCode: customer.countryCode,
        mobileNumber: customer.mobileNumber,
        productType: purchases.productType,
        productName: purchases.productName,
        quantity: purchases.quantity,
        amount: purchases.amount,
        currency: purchases.currency,
        method: purchases.method,
        gatewayTxnId: purchases.gatewayTxnId,
      })
      .from(purchases)
      .leftJoin(customer, eq(customer.id, purchases.customerId))
      .where(
        and(
          gte(purchases.createdAt, range.start),
          lt(purchases.createdAt, range.end),
          after
            ? sql`(${purchases.createdAt}, ${purchases.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(purchases.createdAt), asc(purchases.id))
      .limit(limit);
  },

  async eventName(db: Db, eventId: string): Promise<string | undefined> {
    const event = eventHeadlines('event');
    const [row] = await db.select({ name: event.name }).from(event).where(eq(event.id, eventId)).limit(1);
    return row?.name;
  },

  /** The event's tiers, oldest first, with their product and their valid (not voided) tickets. */
  tiersOf(db: Db, eventId: string) {
    const tier = ticketTierSeats('tier');
    const ticket = issuedTickets('ticket');
    const issued = db
      .select({ tierId: ticket.tierId, sold: count().as('sold') })
      .from(ticket)
      .where(and(eq(ticket.eventId, eventId), isNull(ticket.voidedAt)))
      .groupBy(ticket.tierId)
      .as('issued');
    return db
      .select({
        id: tier.id,
        productId: tier.productId,
        name: products.name,
        amount: products.amount,
        currency: products.currency,
        capacity: tier.capacity,
        taken: tier.taken,
        sold: sql<number>`coalesce(${issued.sold}, 0)`.mapWith(Number),
      })
      .from(tier)
      .innerJoin(products, eq(products.id, tier.productId))
      .leftJoin(issued, eq(issued.tierId, tier.id))
      .where(eq(tier.eventId, eventId))
      .orderBy(asc(tier.createdAt), asc(tier.id));
  },
};

export type PurchaseLine = Awaited<ReturnType<typeof reportsRepository.purchasePage>>[number];
export type TierLine = Awaited<ReturnType<typeof reportsRepository.tiersOf>>[number];
