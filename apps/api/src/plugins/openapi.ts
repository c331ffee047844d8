import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

type Transform = typeof jsonSchemaTransform;

/**
 * An upload route (`consumes: ['multipart/form-data']`) reads its file from the stream and declares no body to
 * validate; the document still says what it takes, one file (the server reads the first file part, whatever its
 * name), so that the web client's generated types know to send FormData there.
 */
const withUploadBodies: Transform = (input) => {
  const output = jsonSchemaTransform(input);
  const consumes = (output.schema as { consumes?: string[] }).consumes;
  if (!consumes?.includes('multipart/form-data') || output.schema.body) return output;
  return {
    ...output,
    schema: {
      ...output.schema,
      body: {
        type: 'object',
        description: 'One file part (its name is free: the first file is read)',
        properties: { file: { type: 'string', format: 'binary' } },
      },
    },
  };
};

/**
 * The OpenAPI document generated from the routes' contract schemas, browsable at /api/docs; the web client's
 * types are generated from it (`npm run api-types`, decision 38).
 */
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
      transform: withUploadBodies,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
