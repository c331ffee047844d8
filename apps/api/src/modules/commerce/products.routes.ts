import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductIdParamsSchema,
  AdminProductSchema,
  AdminProductSearchRequestSchema,
  ProductFieldsSchema,
  ProductIdParamsSchema,
  ProductSchema,
  pageOf,
} from '@ringside/contract';
import { z } from 'zod';
import { replies } from '../../lib/replies';
import type { Products } from './products.service';

/** Setting products up needs the TRANSACTION area. */
const cashiers = { auth: 'staff', permission: 'TRANSACTION' } as const;

export const productRoutes: FastifyPluginAsyncZod<{ products: Products }> = async (app, { products }) => {
  app.get('/products/search/detail/:id', {
    config: { auth: 'optional', localized: true },
    schema: {
      tags: ['Products'],
      summary: 'A product: what it sells, its price in paisa, and whether it is on sale now',
      params: ProductIdParamsSchema,
      response: replies(ProductSchema),
    },
    handler: async (request) => ({ data: await products.detail(request.params.id) }),
  });

  app.get('/products/passes', {
    config: { auth: 'optional', localized: true },
    schema: {
      tags: ['Products'],
      summary: 'The Fight Passes staff have switched on, cheapest first: each opens every paid video and live event',
      response: replies(z.object({ items: z.array(ProductSchema) })),
    },
    handler: async () => ({ data: { items: await products.passes() } }),
  });

  const tags = ['Products (staff)'];
  app.post('/products/admin/search', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Products, newest first, by type, content or name',
      body: AdminProductSearchRequestSchema,
      response: replies(pageOf(AdminProductSchema)),
    },
    handler: async (request) => ({ data: await products.search(request.body) }),
  });

  app.get('/products/admin/:productId', {
    config: cashiers,
    schema: { tags, summary: 'One product', params: AdminProductIdParamsSchema, response: replies(AdminProductSchema) },
    handler: async (request) => ({ data: await products.get(request.params.productId) }),
  });

  app.post('/products', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Put a video, an event live or a showcase on sale (one product each)',
      body: ProductFieldsSchema,
      response: replies(AdminProductSchema),
    },
    handler: async (request) => ({ data: await products.create(request.body) }),
  });

  app.put('/products/admin/:productId', {
    config: cashiers,
    schema: {
      tags,
      summary: 'Change a product: price, sale window, switched on or off',
      params: AdminProductIdParamsSchema,
      body: ProductFieldsSchema,
      response: replies(AdminProductSchema),
    },
    handler: async (request) => ({ data: await products.update(request.params.productId, request.body) }),
  });
};
