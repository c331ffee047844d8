import { z } from 'zod';
import { CurrencySchema, PaymentMethodSchema, ProductTypeSchema } from './enums';

/**
 * A cancelled event's refund line: REFUNDED through the gateway (or by staff since), BY_HAND (the gateway has no
 * refund call: staff pay it back and record it), FAILED (the gateway refused or could not be reached: `reason`), or
 * PENDING (the job has not reached it yet).
 */
export const EVENT_REFUND_STATUSES = ['PENDING', 'REFUNDED', 'BY_HAND', 'FAILED'] as const;
export const EventRefundStatusSchema = z.enum(EVENT_REFUND_STATUSES);

export const EventRefundLineSchema = z.object({
  referenceId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  productName: z.string(),
  productType: ProductTypeSchema,
  quantity: z.number().int(),
  amount: z.number().int(),
  currency: CurrencySchema,
  method: PaymentMethodSchema,
  status: EventRefundStatusSchema,
  reason: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.iso.datetime(),
});

/** `GET /events/{eventId}/refunds` (TRANSACTION): the report of a cancelled event's refunds. Amounts in paisa (NPR). */
export const EventRefundReportSchema = z.object({
  eventId: z.uuid(),
  totals: z.object({
    lines: z.number().int(),
    refunded: z.number().int(),
    byHand: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    refundedAmount: z.number().int(),
    outstandingAmount: z.number().int(),
  }),
  items: z.array(EventRefundLineSchema),
});
export type EventRefundReport = z.infer<typeof EventRefundReportSchema>;
