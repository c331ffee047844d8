import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DevicesRequestSchema,
  DevicesResponseSchema,
  RemoveDeviceRequestSchema,
  RemoveDeviceResponseSchema,
  type DevicesRequest,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { callerOf } from './caller';
import type { Identity } from './identity.module';

const tags = ['Devices'];

/**
 * The signed-in devices of an account. Reached signed in, or with the account's credentials from the
 * device-limit dialog of a sign-in that was refused.
 */
export const devicesRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (app, { identity }) => {
  async function accountOf(request: FastifyRequest, body: DevicesRequest) {
    if (request.principal) return { customerId: request.principal.customerId, sessionId: request.principal.sessionId };
    const customer = await identity.signIn.checkCredentials(body, callerOf(request));
    return { customerId: customer.id, sessionId: undefined };
  }

  app.post('/single-sign-in/devices', {
    config: { auth: 'optional' },
    schema: {
      tags,
      summary: "The account's signed-in devices (signed in, or with credentials)",
      body: DevicesRequestSchema,
      response: replies(DevicesResponseSchema),
    },
    handler: async (request) => {
      const account = await accountOf(request, request.body);
      return { data: await identity.signIn.devices(account.customerId, account.sessionId) };
    },
  });

  app.post('/single-sign-in/remove-device', {
    config: { auth: 'optional' },
    schema: {
      tags,
      summary: 'Sign out one device, or all others with {all: true}',
      body: RemoveDeviceRequestSchema,
      response: replies(RemoveDeviceResponseSchema),
    },
    handler: async (request) => {
      const account = await accountOf(request, request.body);
      return { data: await identity.signIn.removeDevices(account.customerId, request.body, account.sessionId) };
    },
  });
};
