import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerSearchRequestSchema,
  CustomerSummarySchema,
  RemoveDeviceResponseSchema,
  StaffRemoveDevicesRequestSchema,
  UpdatePermissionsRequestSchema,
  UserIdParamsSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Identity } from './identity.module';

const tags = ['Back office: customers'];
const users = { auth: 'staff', permission: 'USERS' } as const;

/** Back-office calls on customers, staff and devices; every one needs the USERS area. */
export const identityAdminRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (app, { identity }) => {
  app.post('/customers/search/all', {
    config: users,
    schema: {
      tags,
      summary: 'Customers with search, type filter and paging',
      body: CustomerSearchRequestSchema,
      response: replies(pageOf(CustomerSummarySchema)),
    },
    handler: async (request) => ({ data: await identity.customerAdmin.search(request.body) }),
  });

  app.put('/customers/:userId/permissions', {
    config: users,
    schema: {
      tags,
      summary: "A staff member's permission areas",
      params: UserIdParamsSchema,
      body: UpdatePermissionsRequestSchema,
      response: replies(CustomerSummarySchema),
    },
    handler: async (request) => ({
      data: await identity.customerAdmin.setPermissions(
        principalOf(request),
        request.params.userId,
        request.body.permissions,
      ),
    }),
  });

  app.post('/customers/:userId/remove-device', {
    config: users,
    schema: {
      tags,
      summary: 'Force sign-out of one device or all devices of a customer',
      params: UserIdParamsSchema,
      body: StaffRemoveDevicesRequestSchema,
      response: replies(RemoveDeviceResponseSchema),
    },
    handler: async (request) => ({
      data: await identity.customerAdmin.removeDevices(request.params.userId, request.body),
    }),
  });
};
