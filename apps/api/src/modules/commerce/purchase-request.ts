import {
  type InitiatePurchaseRequest,
  MAX_PER_ORDER,
  type PaymentMethod,
  PaymentMethodSchema,
  type ProductType,
  ProductTypeSchema,
} from '@ringside/contract';
import { AppError } from '../../lib/app-error';

export interface CheckedRequest {
  productId: string;
  productType: ProductType;
  amount: number;
  method: string | undefined;
  /** Seats asked for (tickets); 1 when absent. Checked against the tier's limit by the service. */
  quantity: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's first checks, in its order: product id, product type, amount present (and readable). */
export function checkRequest(body: InitiatePurchaseRequest): CheckedRequest {
  const productId = body.productId?.trim();
  if (!productId) throw AppError.field('productId', 'HUBPRID001');
  if (!UUID.test(productId)) throw new AppError('HUBPRNF001');
  if (!body.productType) throw AppError.field('productType', 'HUBPRTY001');
  const productType = ProductTypeSchema.safeParse(body.productType);
  if (!productType.success) throw AppError.field('productType', 'HUBPRTY002');
  if (body.amount === undefined || body.amount === '') throw AppError.field('amount', 'HUBPRAM001');
  const amount = Number(body.amount);
  if (!Number.isInteger(amount)) throw AppError.field('amount', 'HUBPRAM002');
  const quantity = body.quantity === undefined || body.quantity === '' ? 1 : Number(body.quantity);
  if (!Number.isInteger(quantity) || quantity < 1)
    throw AppError.field('quantity', 'HUBPRQT001', { max: MAX_PER_ORDER });
  return { productId: productId.toLowerCase(), productType: productType.data, amount, method: body.method, quantity };
}

/** The last check: a method we know and have switched on. */
export function checkMethod(method: string | undefined, enabled: ReadonlySet<PaymentMethod>): PaymentMethod {
  const parsed = PaymentMethodSchema.safeParse(method);
  if (!parsed.success || !enabled.has(parsed.data)) throw AppError.field('method', 'HUBPYMT001');
  return parsed.data;
}
