import { z } from 'zod';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import { CurrencySchema } from './enums';

const instant = (code: 'HUBTTSW001') => optional(z.iso.datetime({ offset: true, error: code })).nullable();

/** The most seats one order may ask for, whatever a tier allows: a family, a group of friends, a club. */
export const MAX_PER_ORDER = 20;

/**
 * What staff (BOOKINGANDTICKETING) set on a ticket tier of an event: its name in English and Nepali, its price in
 * paisa (0 is a free tier: fans take a seat without paying), how many seats it has and one order may take, and when
 * it is on sale (either end may be open; it stops anyway when the event starts).
 */
export const TicketTierFieldsSchema = z.object({
  name: z.string({ error: 'HUBTTNM001' }).trim().min(2, 'HUBTTNM001').max(60, 'HUBTTNM001'),
  nameNe: nepaliText(60, 'HUBTTNM001'),
  amount: z.coerce
    .number({ error: 'HUBTTAM001' })
    .int('HUBTTAM001')
    .min(0, 'HUBTTAM001')
    .max(100_000_000, 'HUBTTAM001')
    .refine((amount) => amount === 0 || amount >= 100, 'HUBTTAM001'),
  capacity: z.coerce.number({ error: 'HUBTTCP001' }).int('HUBTTCP001').min(1, 'HUBTTCP001').max(100_000, 'HUBTTCP001'),
  perOrderLimit: z.coerce
    .number({ error: 'HUBTTLM001' })
    .int('HUBTTLM001')
    .min(1, 'HUBTTLM001')
    .max(MAX_PER_ORDER, 'HUBTTLM001'),
  salesStartAt: instant('HUBTTSW001'),
  salesEndAt: instant('HUBTTSW001'),
  /** Switched off, a tier stops selling and leaves the event page; the seats it sold stay valid. */
  active: z.boolean().default(true),
});
export type TicketTierFields = z.input<typeof TicketTierFieldsSchema>;

export const TicketTierParamsSchema = z.object({
  eventId: z.uuid({ error: 'HUBEVNF001' }),
  tierId: z.uuid({ error: 'HUBTTNF001' }),
});

/**
 * A tier on the public event page, in the caller's language: its product for `POST /purchases/initiate` (free
 * tiers: `POST /events/{eventId}/attendance` with the tier), the price of one seat, the seats left and whether it
 * sells now.
 */
export const TicketTierSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  name: z.string(),
  amount: z.number().int(),
  currency: CurrencySchema,
  remaining: z.number().int(),
  onSale: z.boolean(),
  perOrderLimit: z.number().int(),
  salesStartAt: z.iso.datetime().nullable(),
  salesEndAt: z.iso.datetime().nullable(),
});
export type TicketTier = z.infer<typeof TicketTierSchema>;

/** A tier as staff edit it: both names, the seats sold and held now, switched on or not. */
export const AdminTicketTierSchema = TicketTierSchema.extend({
  eventId: z.uuid(),
  nameNe: NepaliValueSchema,
  capacity: z.number().int(),
  /** Seats of paid orders (tickets issued). */
  sold: z.number().int(),
  /** Seats held by orders being paid now. */
  held: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminTicketTier = z.infer<typeof AdminTicketTierSchema>;
