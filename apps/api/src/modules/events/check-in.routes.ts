import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendeeSchema,
  AttendeeSearchRequestSchema,
  CheckInRequestSchema,
  CheckInResultSchema,
  EventIdParamsSchema,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { CheckIns } from './check-in.service';

const tags = ['Attendance (staff)'];
const door = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;

/** The door of an event: check-in by ticket code and the attendee list; BOOKINGANDTICKETING only. */
export const checkInRoutes: FastifyPluginAsyncZod<{ checkIns: CheckIns }> = async (app, { checkIns }) => {
  app.post('/events/:eventId/check-ins', {
    config: door,
    schema: {
      tags,
      summary:
        'Check a ticket in by its code; a second scan answers alreadyCheckedIn with the first time and who. ' +
        'Forged codes are refused (HUBEVTK001), tickets of other events too (HUBEVTK002)',
      params: EventIdParamsSchema,
      body: CheckInRequestSchema,
      response: replies(CheckInResultSchema),
    },
    handler: async (request) => ({
      data: await checkIns.checkIn(principalOf(request), request.params.eventId, request.body.code),
    }),
  });

  app.post('/events/:eventId/attendees/search', {
    config: door,
    schema: {
      tags,
      summary: "The event's ticket holders by name, with masked contact and check-in time",
      params: EventIdParamsSchema,
      body: AttendeeSearchRequestSchema,
      response: replies(pageOf(AttendeeSchema)),
    },
    handler: async (request) => ({ data: await checkIns.attendees(request.params.eventId, request.body) }),
  });
};
