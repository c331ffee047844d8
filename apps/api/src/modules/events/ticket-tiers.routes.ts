import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTicketTierSchema,
  EventIdParamsSchema,
  TicketTierFieldsSchema,
  TicketTierParamsSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { bookers, staffTags as tags } from './events.admin.routes';
import type { TicketTiers } from './ticket-tiers.service';

/** An event's ticket tiers, as staff (BOOKINGANDTICKETING) set them up; fans read them on the event page. */
export const ticketTierRoutes: FastifyPluginAsyncZod<{ tiers: TicketTiers }> = async (app, { tiers }) => {
  app.get('/events/:eventId/ticket-tiers', {
    config: bookers,
    schema: {
      tags,
      summary: "The event's ticket tiers with seats sold, held and left (switched-off ones too)",
      params: EventIdParamsSchema,
      response: replies(z.object({ items: z.array(AdminTicketTierSchema) })),
    },
    handler: async (request) => ({ data: { items: await tiers.list(request.params.eventId) } }),
  });

  app.post('/events/:eventId/ticket-tiers', {
    config: bookers,
    schema: {
      tags,
      summary: 'Add a ticket tier (price 0 for a free one): answers it with the product that sells it',
      params: EventIdParamsSchema,
      body: TicketTierFieldsSchema,
      response: replies(AdminTicketTierSchema),
    },
    handler: async (request) => ({ data: await tiers.create(request.params.eventId, request.body) }),
  });

  app.put('/events/:eventId/ticket-tiers/:tierId', {
    config: bookers,
    schema: {
      tags,
      summary: 'Edit a ticket tier (every field); its capacity never drops below the seats sold and held',
      params: TicketTierParamsSchema,
      body: TicketTierFieldsSchema,
      response: replies(AdminTicketTierSchema),
    },
    handler: async (request) => ({
      data: await tiers.update(request.params.eventId, request.params.tierId, request.body),
    }),
  });
};
