import { expect } from 'vitest';
import type { AppConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { productsRepository } from '../src/modules/commerce/products.repository';
import type { TestClient } from './client';
import { createVideo } from './media-factories';

/** A paid video on sale (Rs. 299 unless said). */
export async function videoOnSale(db: Db, config: AppConfig, amount = 29_900) {
  const video = await createVideo(db, config, { access: 'PAID', title: 'Tamang vs Gurung' });
  const product = await productsRepository.insert(db, {
    productType: 'VIDEO',
    contentId: video.id,
    name: video.title,
    amount,
  });
  return { video, product };
}

/** The initiate body for a video product. */
export const buying = (product: { id: string; amount: number }, method = 'SANDBOX') => ({
  productId: product.id,
  productType: 'VIDEO',
  amount: product.amount,
  method,
});

/** Starts a sandbox purchase; answers its reference id. */
export async function initiate(client: TestClient, product: { id: string; amount: number }): Promise<string> {
  const reply = await client.post('/purchases/initiate', buying(product));
  expect(reply.status).toBe(200);
  return reply.body.data.referenceId as string;
}

/** The payer's decision on the sandbox page, then the return URL's parameters as the return page reads them. */
export async function decideInSandbox(client: TestClient, referenceId: string, approve: boolean) {
  const reply = await client.post(`/payments/sandbox/${referenceId}/decide`, { approve });
  expect(reply.status).toBe(200);
  const url = new URL(reply.body.data.returnUrl as string);
  expect(url.pathname).toBe('/checkout/return');
  return Object.fromEntries(url.searchParams) as Record<string, string>;
}
