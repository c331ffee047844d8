import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptRegistrationRequestSchema,
  EventRegistrationIdParamsSchema,
  EventRegistrationRequestSchema,
  EventRegistrationSchema,
  EventRegistrationSearchRequestSchema,
  RejectRegistrationRequestSchema,
  optional,
  pageOf,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { Registrations } from './registrations.service';

const tags = ['Event registrations'];
const signedIn = { auth: 'customer', localized: true } as const;
const bookers = { auth: 'staff', permission: 'BOOKINGANDTICKETING' } as const;
const OwnRegistrationsQuerySchema = z.object({ eventId: optional(z.uuid({ error: 'HUBEVNF001' })) });

/** Fighters registering to compete; staff (BOOKINGANDTICKETING) list and decide. */
export const registrationRoutes: FastifyPluginAsyncZod<{ registrations: Registrations }> = async (
  app,
  { registrations },
) => {
  app.post('/event-registrations', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Register to compete (an approved fighter, inside the window, in an open class); again after a rejection',
      body: EventRegistrationRequestSchema,
      response: replies(EventRegistrationSchema),
    },
    handler: async (request) => ({
      data: await registrations.register(principalOf(request), request.body, request.language),
    }),
  });

  app.get('/event-registrations', {
    config: signedIn,
    schema: {
      tags,
      summary: "The caller's own registrations, latest first; `eventId` keeps one event's",
      querystring: OwnRegistrationsQuerySchema,
      response: replies(z.array(EventRegistrationSchema)),
    },
    handler: async (request) => ({
      data: await registrations.own(principalOf(request), request.query.eventId, request.language),
    }),
  });

  app.post('/event-registrations/search/all', {
    config: bookers,
    schema: {
      tags,
      summary: 'Registrations with filters: pending first (oldest sent first), then the decided, latest first',
      body: EventRegistrationSearchRequestSchema,
      response: replies(pageOf(EventRegistrationSchema)),
    },
    handler: async (request) => ({ data: await registrations.search(request.body, request.language) }),
  });

  app.post('/event-registrations/:registrationId/accept', {
    config: bookers,
    schema: {
      tags,
      summary: 'Accept a registration (also one rejected before); the fighter is told',
      params: EventRegistrationIdParamsSchema,
      body: AcceptRegistrationRequestSchema,
      response: replies(EventRegistrationSchema),
    },
    handler: async (request) => ({
      data: await registrations.decide(
        principalOf(request),
        request.params.registrationId,
        { status: 'ACCEPTED', note: request.body.note },
        request.language,
      ),
    }),
  });

  app.post('/event-registrations/:registrationId/reject', {
    config: bookers,
    schema: {
      tags,
      summary: 'Reject a registration with a reason (also withdraw an accepted fighter); the fighter is told',
      params: EventRegistrationIdParamsSchema,
      body: RejectRegistrationRequestSchema,
      response: replies(EventRegistrationSchema),
    },
    handler: async (request) => ({
      data: await registrations.decide(
        principalOf(request),
        request.params.registrationId,
        { status: 'REJECTED', reason: request.body.reason },
        request.language,
      ),
    }),
  });
};
