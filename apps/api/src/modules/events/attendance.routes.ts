import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventIdParamsSchema, OkSchema, TicketSchema } from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Attendance } from './attendance.service';

const tags = ['Attendance'];
const signedIn = { auth: 'customer', localized: true } as const;

/** A signed-in customer's free attendance tickets: no customer id in the path, so nobody reaches another's. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: Attendance }> = async (app, { attendance }) => {
  app.post('/events/:eventId/attendance', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Register to attend (free, within capacity): the ticket with its signed QR code, also sent by email',
      params: EventIdParamsSchema,
      response: replies(TicketSchema),
    },
    handler: async (request) => ({
      data: await attendance.attend(principalOf(request), request.params.eventId, request.language),
    }),
  });

  app.delete('/events/:eventId/attendance', {
    config: signedIn,
    schema: {
      tags,
      summary: "Cancel the caller's ticket for the event (not once checked in); the seat is freed",
      params: EventIdParamsSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await attendance.cancel(principalOf(request), request.params.eventId);
      return { data: { ok: true as const } };
    },
  });

  app.get('/tickets', {
    config: signedIn,
    schema: {
      tags,
      summary: "The caller's tickets, upcoming events first",
      response: replies(z.array(TicketSchema)),
    },
    handler: async (request) => ({ data: await attendance.own(principalOf(request)) }),
  });
};
