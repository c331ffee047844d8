import { z } from 'zod';
import { CurrencySchema } from './enums';

/** The longest period one report covers, in days: a year and a bit, so that one fiscal year always fits. */
export const REPORT_MAX_DAYS = 400;

/** How the sales report splits its period: by Kathmandu day, by event, by product type or by payment method. */
export const REPORT_GROUPS = ['DAY', 'EVENT', 'PRODUCT_TYPE', 'METHOD'] as const;
export const ReportGroupSchema = z.enum(REPORT_GROUPS, { error: 'HUBRPGB001' });
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

/** The key of the EVENT row that gathers what belongs to no event (videos, showcases, the Fight Pass). */
export const REPORT_NO_EVENT = 'NONE';

const ReportDateSchema = z.iso.date({ error: 'HUBRPDT001' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted ('2026-11-01' to '2026-11-01' is 1). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The period's own rules, once both ends are dates (a bad date has its own issue already). */
function checkPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!ReportDateSchema.safeParse(value.from).success || !ReportDateSchema.safeParse(value.to).success) return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'HUBRPDT001' });
  else if (reportDays(value.from, value.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'HUBRPDT002' });
}

/**
 * A report's period: Asia/Kathmandu calendar days 'YYYY-MM-DD', both included, `from` not after `to`, at most
 * REPORT_MAX_DAYS. A GET's query string and a POST's body read it alike.
 */
const periodShape = { from: ReportDateSchema, to: ReportDateSchema };
export const ReportPeriodSchema = z.object(periodShape).superRefine(checkPeriod);
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;

/** `POST /reports/sales`. */
export const SalesReportRequestSchema = z
  .object({ ...periodShape, groupBy: ReportGroupSchema })
  .superRefine(checkPeriod);
export type SalesReportRequest = z.input<typeof SalesReportRequestSchema>;

/**
 * A report's figures, in paisa (NPR only): `gross` what was paid in the period (purchases refunded later included),
 * `refunds` what was refunded in the period (whenever it had been paid), `net` the difference; `count` and
 * `refundCount` the purchases behind each.
 */
export const SalesFiguresSchema = z.object({
  gross: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
  refundCount: z.number().int(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

/**
 * One row: DAY's key is the Kathmandu day (every day of the period is there, zeros too); EVENT's the event's id
 * ('NONE' for what belongs to no event), labelled with its name; PRODUCT_TYPE's and METHOD's the type or method.
 */
export const SalesReportRowSchema = SalesFiguresSchema.extend({ key: z.string(), label: z.string() });
export type SalesReportRow = z.infer<typeof SalesReportRowSchema>;

export const SalesReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: ReportGroupSchema,
  currency: z.literal('NPR'),
  rows: z.array(SalesReportRowSchema),
  /** The rows' sums. */
  totals: SalesFiguresSchema,
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/** `GET /reports/tiers`. */
export const TierReportRequestSchema = z.object({ eventId: z.uuid({ error: 'HUBEVNF001' }) });

/**
 * An event's ticket tier now: `sold` its valid tickets (issued and not voided), `held` the seats orders being paid
 * keep (taken but not yet ticketed), `remaining` what can still be sold. Price in paisa, per seat.
 */
export const TierReportRowSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  name: z.string(),
  amount: z.number().int(),
  currency: CurrencySchema,
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  remaining: z.number().int(),
});
export type TierReportRow = z.infer<typeof TierReportRowSchema>;

export const TierReportSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  items: z.array(TierReportRowSchema),
});
export type TierReport = z.infer<typeof TierReportSchema>;
