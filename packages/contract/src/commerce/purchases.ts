import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import {
  CurrencySchema,
  PaymentMethodSchema,
  ProductTypeSchema,
  PurchaseFlagSchema,
  PurchaseStatusSchema,
} from './enums';

/**
 * `POST /purchases/initiate`. The fields are checked in the spec's order by the service (product id, type and
 * amount missing, then the amount against the price, then what the customer holds, then the method), so each
 * problem has its own code rather than one validation error.
 */
export const InitiatePurchaseRequestSchema = z.object({
  productId: z.string().trim().max(64).optional(),
  productType: z.string().trim().max(20).optional(),
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  method: z.string().trim().max(20).optional(),
  /** Tickets only: how many seats (1 up to the tier's per-order limit; 1 when absent). `amount` is then the total. */
  quantity: z.union([z.number(), z.string().max(10)]).optional(),
});
export type InitiatePurchaseRequest = z.input<typeof InitiatePurchaseRequestSchema>;

/** What the browser needs to reach the gateway: a redirect, or a form it posts itself. */
export const InitiatePurchaseResponseSchema = z.object({
  referenceId: z.string(),
  redirectUrl: z.string().optional(),
  form: z
    .object({ action: z.string(), method: z.literal('POST'), fields: z.record(z.string(), z.string()) })
    .optional(),
});
export type InitiatePurchaseResponse = z.infer<typeof InitiatePurchaseResponseSchema>;

/**
 * `POST /payments/confirm-payment`, from our return page: the method, our reference id (from the return URL or
 * the gateway's own parameters), and every parameter the gateway added to the return, as strings.
 */
export const ConfirmPaymentRequestSchema = z.object({
  method: z.string().trim().max(20).optional(),
  referenceId: z.string().trim().max(64).optional(),
  params: z.record(z.string().max(100), z.string().max(4000)).default({}),
});
export type ConfirmPaymentRequest = z.input<typeof ConfirmPaymentRequestSchema>;

/** A purchase as its customer (and staff) see it. */
export const PurchaseSchema = z.object({
  id: z.uuid(),
  referenceId: z.string(),
  productId: z.uuid(),
  productType: ProductTypeSchema,
  contentId: z.uuid(),
  productName: z.string(),
  /** Seats bought (tickets); 1 for everything else. */
  quantity: z.number().int(),
  /** The total paid: the unit price times the quantity. */
  amount: z.number().int(),
  currency: CurrencySchema,
  method: PaymentMethodSchema,
  status: PurchaseStatusSchema,
  /** The gateway's transaction id, once paid. */
  gatewayTxnId: z.string().nullable(),
  /** The tax invoice's number ("2083/84-000017"), when paid while the business's PAN is configured. */
  invoiceNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Set when staff must look at it (an amount the gateway disagrees on, a payment for content already held). */
  flag: PurchaseFlagSchema.nullable(),
  /** FAILED because its return was altered or unreadable: the gateway is still asked until then. */
  recheckUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseSearchRequestSchema = PageRequestSchema.extend({
  status: PurchaseStatusSchema.optional(),
  /** Staff only: another customer's purchases. */
  customerId: z.uuid().optional(),
  method: PaymentMethodSchema.optional(),
  referenceId: z.string().trim().max(64).optional(),
  flag: PurchaseFlagSchema.optional(),
});
export type PurchaseSearchRequest = z.input<typeof PurchaseSearchRequestSchema>;

/** The sandbox's own page: the payer approves or declines. */
export const SandboxDecisionSchema = z.object({ approve: z.boolean() });
export const SandboxDecisionResponseSchema = z.object({ returnUrl: z.string() });

/** `POST /purchases/{referenceId}/refund` (TRANSACTION): why, for the record. */
export const RefundRequestSchema = z.object({
  note: z.string().trim().max(300, 'HUBPURD003').optional(),
});
export const PurchaseReferenceParamsSchema = z.object({ referenceId: z.string().trim().min(1).max(64) });

/** One line of a purchase's payment log: a gateway exchange, or a step of ours. Secrets are redacted. */
export const PaymentLogSchema = z.object({
  id: z.uuid(),
  referenceId: z.string(),
  method: PaymentMethodSchema,
  request: z.unknown(),
  response: z.unknown(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PaymentLog = z.infer<typeof PaymentLogSchema>;

/** `POST /purchases/owned`: which of these products' content the caller can watch already (so pages say so). */
export const OwnedRequestSchema = z.object({ productIds: z.array(z.uuid()).max(100).default([]) });
export const OwnedResponseSchema = z.object({ items: z.array(z.uuid()) });
