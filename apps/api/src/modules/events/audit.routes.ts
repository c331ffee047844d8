import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegistrationAuditEntrySchema, RegistrationAuditSearchRequestSchema, pageOf } from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { RegistrationAudit } from './audit.service';

/** The registration audit log: any signed-in caller; what they see depends on who they are. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: RegistrationAudit }> = async (app, { audit }) => {
  app.post('/audit-logs/event-registrations/search/all', {
    config: { auth: 'customer' },
    schema: {
      tags: ['Event registrations'],
      summary:
        'Changes of registrations, newest first: staff with BOOKINGANDTICKETING search all, ' +
        "anyone else gets their own registrations' entries whatever the filters",
      body: RegistrationAuditSearchRequestSchema,
      response: replies(pageOf(RegistrationAuditEntrySchema)),
    },
    handler: async (request) => ({ data: await audit.search(principalOf(request), request.body) }),
  });
};
