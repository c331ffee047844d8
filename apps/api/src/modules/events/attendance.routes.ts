import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttendRequestSchema,
  CustomerTicketSchema,
  CustomerTicketsParamsSchema,
  EventIdParamsSchema,
  OkSchema,
  TicketSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Attendance } from './attendance.service';

const tags = ['Attendance'];
const signedIn = { auth: 'customer', localized: true } as const;
/**
 * A customer's tickets for staff are the TRANSACTION area's, as their purchases and access grants are: the customer's
 * back-office page shows the three together to the staff who answer for what was bought.
 */
const cashiers = { auth: 'staff', permission: 'TRANSACTION', localized: true } as const;

/**
 * A signed-in customer's tickets (free and bought): no customer id in the path, so nobody reaches another's; staff
 * with TRANSACTION read any customer's (without the codes).
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: Attendance }> = async (app, { attendance }) => {
  app.post('/events/:eventId/attendance', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Take a free seat (a free tier, the first on sale unless named): the ticket with its signed QR code, also sent by email',
      params: EventIdParamsSchema,
      body: AttendRequestSchema,
      response: replies(TicketSchema),
    },
    handler: async (request) => ({
      data: await attendance.attend(
        principalOf(request),
        request.params.eventId,
        request.body?.tierId,
        request.language,
      ),
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

  app.get('/tickets/customer/:customerId', {
    config: cashiers,
    schema: {
      tags: ['Attendance (staff)'],
      summary: "A customer's tickets (free and bought, voided ones too), upcoming events first, without their codes",
      params: CustomerTicketsParamsSchema,
      response: replies(z.array(CustomerTicketSchema)),
    },
    handler: async (request) => ({ data: await attendance.ofCustomer(request.params.customerId) }),
  });
};
