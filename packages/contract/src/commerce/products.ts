import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import { CurrencySchema, ProductTypeSchema } from './enums';

/** A price: an integer in the minor unit (paisa), from Rs. 1 to Rs. 10,00,000. */
export const paisa = (code: string) => z.coerce.number({ error: code }).int(code).min(100, code).max(100_000_000, code);

/** How long a Fight Pass lasts from its purchase: a day to a season of 400 days. */
export const passDays = () =>
  z.coerce.number({ error: 'HUBPRVD001' }).int('HUBPRVD001').min(1, 'HUBPRVD001').max(400, 'HUBPRVD001');

/**
 * Why a product cannot be bought now: the code `POST /purchases/initiate` would answer (switched off, its event
 * cancelled, outside its sale window), so a checkout page can say so before anyone tries.
 */
export const SALE_CLOSED_CODES = ['HUBPRNF001', 'HUBPRCN001', 'HUBPRNS001'] as const;
export const SaleClosedCodeSchema = z.enum(SALE_CLOSED_CODES);
export type SaleClosedCode = z.infer<typeof SaleClosedCodeSchema>;

/**
 * A product as fans see it (`GET /products/search/detail/{id}`): what it sells (`productType` and `contentId`: the
 * video, the event or the showcase), its price in paisa and currency, an optional card price in USD cents, and its
 * sale window. `onSale` says whether it can be bought now, and `saleClosedCode` why not.
 */
export const ProductSchema = z.object({
  id: z.uuid(),
  productType: ProductTypeSchema,
  contentId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  currency: CurrencySchema,
  usdAmount: z.number().int().nullable(),
  saleStartsAt: z.iso.datetime().nullable(),
  saleEndsAt: z.iso.datetime().nullable(),
  onSale: z.boolean(),
  saleClosedCode: SaleClosedCodeSchema.nullable(),
  /** A Fight Pass: the days it lasts from purchase (null for other products). */
  validDays: z.number().int().nullable(),
  /** A ticket tier: the most seats one order may take (null for other products). */
  perOrderLimit: z.number().int().nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductIdParamsSchema = z.object({ id: z.uuid({ error: 'HUBPRNF001' }) });
export const AdminProductIdParamsSchema = z.object({ productId: z.uuid({ error: 'HUBPRNF001' }) });

/**
 * What staff (TRANSACTION) set on a product; the Nepali name and description are optional (decision 50). A Fight
 * Pass (PASS) sells no one piece of content: it takes `validDays` instead of `contentId`. Ticket tiers are set up on
 * their event (`/events/{eventId}/ticket-tiers`), not here.
 */
export const ProductFieldsSchema = z.object({
  productType: ProductTypeSchema,
  contentId: optional(z.uuid({ error: 'HUBPRCT001' })),
  validDays: optional(passDays()).nullable(),
  name: z.string({ error: 'HUBPRNM001' }).trim().min(3, 'HUBPRNM001').max(120, 'HUBPRNM001'),
  nameNe: nepaliText(120, 'HUBPRNM001'),
  description: optional(z.string().trim().max(1000, 'HUBPRDS001')).nullable(),
  descriptionNe: nepaliText(1000, 'HUBPRDS001'),
  amount: paisa('HUBPRAM003'),
  usdAmount: optional(
    z.coerce.number({ error: 'HUBPRUS001' }).int('HUBPRUS001').min(50, 'HUBPRUS001').max(1_000_000, 'HUBPRUS001'),
  ).nullable(),
  saleStartsAt: optional(z.iso.datetime({ offset: true, error: 'HUBPRSW001' })).nullable(),
  saleEndsAt: optional(z.iso.datetime({ offset: true, error: 'HUBPRSW001' })).nullable(),
  active: z.boolean().default(true),
});
export type ProductFields = z.input<typeof ProductFieldsSchema>;

/** A product as staff see it: also whether it is switched on, and what it sells by name. */
export const AdminProductSchema = ProductSchema.extend({
  nameNe: NepaliValueSchema,
  descriptionNe: NepaliValueSchema,
  active: z.boolean(),
  contentTitle: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductSearchRequestSchema = PageRequestSchema.extend({
  productType: ProductTypeSchema.optional(),
  contentId: z.uuid().optional(),
  search: optional(z.string().trim().max(100)),
});
export type AdminProductSearchRequest = z.input<typeof AdminProductSearchRequestSchema>;
