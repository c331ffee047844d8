import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/** The OpenAPI document generated from the routes' contract schemas, browsable at /api/docs. */
export const openapiPlugin = fp<{ title: string }>(
  async (app, { title }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${title} API`,
          version: APP_VERSION,
          description: 'Session token in X-XSRF-TOKEN (or Authorization: Bearer); every call carries DEVICE-TOKEN.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
            device: { type: 'apiKey', in: 'header', name: 'DEVICE-TOKEN' },
          },
        },
        security: [{ session: [], device: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
