import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { ContentTitles } from '../access/grants.service';
import { productRoutes } from './products.routes';
import { Products } from './products.service';

/** Commerce: products now; purchases, payments through the gateways, payment logs and refunds next. */
export function createCommerce(db: Db, titles: ContentTitles) {
  return { products: new Products(db, titles) };
}

export type Commerce = ReturnType<typeof createCommerce>;

export const commerceModule: FastifyPluginAsync<{ commerce: Commerce }> = async (app, { commerce }) => {
  await app.register(productRoutes, { products: commerce.products });
};
