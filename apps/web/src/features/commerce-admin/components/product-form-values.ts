import type { AdminProduct, ProductType } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import { formatMinor, parseMinor } from '../../../components/admin/money';
import type { ProductFields } from '../api/products';

/** The product dialog's fields: prices as typed (rupees, dollars), the sale window as Kathmandu wall clock. */
export interface ProductFormValues {
  productType: ProductType;
  contentId?: string | null;
  name?: string;
  nameNe?: string;
  description?: string;
  descriptionNe?: string;
  /** Rupees as typed: '299', '1,299.50'. */
  amount?: string;
  /** US dollars as typed, for card payments; blank when cards pay the rupee price. */
  usdAmount?: string;
  saleStartsAt?: string;
  saleEndsAt?: string;
  /** A Fight Pass: the days it lasts from its purchase. */
  validDays?: number | null;
  active: boolean;
}

/** The form's fields the server may name in a field error. */
export const PRODUCT_FORM_FIELDS = [
  'productType',
  'contentId',
  'name',
  'nameNe',
  'description',
  'descriptionNe',
  'amount',
  'usdAmount',
  'saleStartsAt',
  'saleEndsAt',
  'validDays',
  'active',
] as const;

const wallClock = (instant: string | null | undefined) => kathmanduWallClock(instant) || undefined;
const instant = (wall: string | undefined) => (wall ? kathmanduInstant(wall) || null : null);

/** A product (or none: a new one, a video switched on) as the form's starting values. */
export function valuesOfProduct(product: AdminProduct | null): ProductFormValues {
  if (!product) return { productType: 'VIDEO', contentId: null, active: true };
  return {
    productType: product.productType,
    contentId: product.contentId,
    name: product.name,
    nameNe: product.nameNe ?? undefined,
    description: product.description ?? undefined,
    descriptionNe: product.descriptionNe ?? undefined,
    amount: formatMinor(product.amount),
    usdAmount: product.usdAmount == null ? undefined : formatMinor(product.usdAmount),
    saleStartsAt: wallClock(product.saleStartsAt),
    saleEndsAt: wallClock(product.saleEndsAt),
    validDays: product.validDays,
    active: product.active,
  };
}

/**
 * The form's values as the API takes them: rupees to paisa and dollars to cents exactly. A price that does not
 * parse is sent as -1 so that the server answers with its own field error (the form checks it first anyway).
 */
export function fieldsOfProductValues(values: ProductFormValues): ProductFields {
  const usd = values.usdAmount?.trim() ? (parseMinor(values.usdAmount) ?? -1) : null;
  return {
    productType: values.productType,
    // A pass sells no one piece of content: it takes the days it lasts instead.
    ...(values.productType === 'PASS'
      ? { validDays: values.validDays ?? null }
      : { contentId: values.contentId ?? '' }),
    name: values.name?.trim() ?? '',
    nameNe: values.nameNe?.trim() || null,
    description: values.description?.trim() || null,
    descriptionNe: values.descriptionNe?.trim() || null,
    amount: parseMinor(values.amount) ?? -1,
    usdAmount: usd,
    saleStartsAt: instant(values.saleStartsAt),
    saleEndsAt: instant(values.saleEndsAt),
    active: values.active,
  };
}
