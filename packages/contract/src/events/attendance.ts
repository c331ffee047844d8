import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { optional } from '../identity/fields';
import { EventSummarySchema } from './schemas';

/** A ticket for one seat, free or bought. `code` is what the QR carries: signed, unguessable, checked at the door. */
export const TicketSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: EventSummarySchema,
  holderName: z.string(),
  code: z.string(),
  /** The tier the seat is in ("VIP"), in the caller's language. */
  tierName: z.string().nullable(),
  /** The purchase that paid for it (null for a free seat). */
  purchaseReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  checkedInAt: z.iso.datetime().nullable(),
  /** Withdrawn (its event cancelled, its purchase refunded): it no longer opens the door. */
  voidedAt: z.iso.datetime().nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/**
 * `POST /events/{eventId}/attendance`: the free tier to take a seat in (the event's first on sale when absent). The
 * body itself may be absent, as it was before tiers.
 */
export const AttendRequestSchema = z.object({ tierId: optional(z.uuid({ error: 'HUBTTNF001' })) }).nullish();

/** `POST /events/{eventId}/check-ins`: the scanned or typed ticket code. */
export const CheckInRequestSchema = z.object({
  code: z.string({ error: 'HUBEVTK001' }).trim().min(1, 'HUBEVTK001').max(200, 'HUBEVTK001'),
});

export const CheckInResultSchema = z.object({
  ticketId: z.uuid(),
  holderName: z.string(),
  /** True when this ticket had been checked in before: `checkedInAt` is that first time. */
  alreadyCheckedIn: z.boolean(),
  checkedInAt: z.iso.datetime(),
  checkedInBy: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const AttendeeSearchRequestSchema = PageRequestSchema.extend({
  query: optional(z.string().trim().max(60)),
  checkedIn: z.boolean().optional(),
});
export const AttendeeSchema = z.object({
  ticketId: z.uuid(),
  holderName: z.string(),
  /** Masked contact, enough for staff to recognise the holder at the door. */
  contact: z.string().nullable(),
  createdAt: z.iso.datetime(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/** `GET /tickets/customer/{customerId}` (staff): whose tickets. */
export const CustomerTicketsParamsSchema = z.object({ customerId: z.uuid({ error: 'HUBCSNF001' }) });

/**
 * A customer's ticket as staff see it: everything but its code, which opens the door (the customer has it in their
 * account and their email; staff never need to read it out).
 */
export const CustomerTicketSchema = TicketSchema.omit({ code: true });
export type CustomerTicket = z.infer<typeof CustomerTicketSchema>;
