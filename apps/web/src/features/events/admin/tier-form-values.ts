import type { AdminTicketTier } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import { formatMinor, parseMinor } from '../../../components/admin/money';
import type { TicketTierFields } from './api/admin-ticket-tiers';

/** The tier dialog's fields: the seat price in rupees as typed ('0' is free), the sale window as Kathmandu time. */
export interface TierFormValues {
  name?: string;
  nameNe?: string;
  amount?: string;
  capacity?: number | null;
  perOrderLimit?: number | null;
  salesStartAt?: string;
  salesEndAt?: string;
  active: boolean;
}

/** The fields the server may name in a field error. */
export const TIER_FORM_FIELDS = [
  'name',
  'nameNe',
  'amount',
  'capacity',
  'perOrderLimit',
  'salesStartAt',
  'salesEndAt',
  'active',
] as const;

const wallClock = (instant: string | null | undefined) => kathmanduWallClock(instant) || undefined;
const instant = (wall: string | undefined) => (wall ? kathmanduInstant(wall) || null : null);

/** A tier (or none: a new one, four to an order, switched on) as the form's starting values. */
export function valuesOfTier(tier: AdminTicketTier | null): TierFormValues {
  if (!tier) return { perOrderLimit: 4, active: true };
  return {
    name: tier.name,
    nameNe: tier.nameNe ?? undefined,
    amount: formatMinor(tier.amount),
    capacity: tier.capacity,
    perOrderLimit: tier.perOrderLimit,
    salesStartAt: wallClock(tier.salesStartAt),
    salesEndAt: wallClock(tier.salesEndAt),
    active: tier.active,
  };
}

/** The form's values as the API takes them; a price that does not parse goes as -1 for the server's own error. */
export function fieldsOfTierValues(values: TierFormValues): TicketTierFields {
  return {
    name: values.name?.trim() ?? '',
    nameNe: values.nameNe?.trim() || null,
    amount: values.amount?.trim() ? (parseMinor(values.amount) ?? -1) : -1,
    capacity: values.capacity ?? 0,
    perOrderLimit: values.perOrderLimit ?? 0,
    salesStartAt: instant(values.salesStartAt),
    salesEndAt: instant(values.salesEndAt),
    active: values.active,
  };
}
