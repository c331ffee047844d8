import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bouts, eventTickets, events, ticketTiers } from './events.table';

// What other modules may read of events, as a subquery to join (the planner inlines it: no cost). The table
// stays this module's own.
const qb = new QueryBuilder();

/** An event's name, address and state: for what other modules show or sell of it. */
export const eventHeadlines = (alias = 'event_headline') =>
  qb
    .select({
      id: events.id,
      slug: events.slug,
      name: events.name,
      nameNe: events.nameNe,
      startsAt: events.startsAt,
      status: events.status,
      publishedAt: events.publishedAt,
    })
    .from(events)
    .as(alias);

/** What a tile shows of an event (the home page's rows and hero): its headline, line, venue, poster and state. */
export const eventTiles = (alias = 'event_tile') =>
  qb
    .select({
      id: events.id,
      slug: events.slug,
      name: events.name,
      tagline: events.tagline,
      nameNe: events.nameNe,
      taglineNe: events.taglineNe,
      startsAt: events.startsAt,
      venueName: events.venueName,
      venueCity: events.venueCity,
      venueNameNe: events.venueNameNe,
      venueCityNe: events.venueCityNe,
      posterKey: events.posterKey,
      posterWidth: events.posterWidth,
      posterHeight: events.posterHeight,
      status: events.status,
      publishedAt: events.publishedAt,
    })
    .from(events)
    .as(alias);

/** An event's ticket tiers and their seats: for what commerce reports or shows of them (its product names a tier). */
export const ticketTierSeats = (alias = 'ticket_tier_seats') =>
  qb
    .select({
      id: ticketTiers.id,
      eventId: ticketTiers.eventId,
      productId: ticketTiers.productId,
      capacity: ticketTiers.capacity,
      perOrderLimit: ticketTiers.perOrderLimit,
      taken: ticketTiers.taken,
      createdAt: ticketTiers.createdAt,
      updatedAt: ticketTiers.updatedAt,
    })
    .from(ticketTiers)
    .as(alias);

/** The tickets issued, by tier and purchase, and whether they were voided: the seats sold, for reports. */
export const issuedTickets = (alias = 'issued_ticket') =>
  qb
    .select({
      id: eventTickets.id,
      eventId: eventTickets.eventId,
      tierId: eventTickets.tierId,
      purchaseId: eventTickets.purchaseId,
      customerId: eventTickets.customerId,
      voidedAt: eventTickets.voidedAt,
    })
    .from(eventTickets)
    .as(alias);

/** The bouts of every card, with their fighters and result: for what alerts tell of bookings and results. */
export const cardBouts = (alias = 'card_bout') =>
  qb
    .select({
      id: bouts.id,
      eventId: bouts.eventId,
      position: bouts.position,
      redFighterId: bouts.redFighterId,
      blueFighterId: bouts.blueFighterId,
      outcome: bouts.outcome,
      winnerId: bouts.winnerId,
      method: bouts.method,
      endRound: bouts.endRound,
      resultRecordedAt: bouts.resultRecordedAt,
      createdAt: bouts.createdAt,
    })
    .from(bouts)
    .as(alias);
