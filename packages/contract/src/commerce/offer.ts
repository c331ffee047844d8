import { z } from 'zod';
import { CurrencySchema } from './enums';

/**
 * What buying a piece of content costs, carried by the pages that sell it (watch, showcase, live): the product's
 * id for `POST /purchases/initiate`, its price in paisa, an optional card price in USD cents, and whether it is on
 * sale now. Null where the content is not sold.
 */
export const ProductOfferSchema = z.object({
  productId: z.uuid(),
  amount: z.number().int(),
  currency: CurrencySchema,
  usdAmount: z.number().int().nullable(),
  onSale: z.boolean(),
});
export type ProductOffer = z.infer<typeof ProductOfferSchema>;
