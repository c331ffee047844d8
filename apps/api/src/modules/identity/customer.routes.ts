import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  CreateInvitationRequestSchema,
  CustomerDetailSchema,
  CustomerSchema,
  InvitationSchema,
  InvitationSearchRequestSchema,
  LogoSchema,
  OtpSentSchema,
  PingSchema,
  PingV2Schema,
  SessionTtlSchema,
  UpdateCustomerRequestSchema,
  UserIdParamsSchema,
  VerifyEmailCodeRequestSchema,
  VerifyEmailRequestSchema,
  VerifyMobileCodeRequestSchema,
  VerifyMobileRequestSchema,
  pageOf,
} from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { uploadedFile } from '../../lib/uploaded-file';
import { errorReplies, replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import { callerOf } from './caller';
import type { Identity } from './identity.module';

const tags = ['Customer'];
const signedIn = { auth: 'customer' } as const;

/** Calls of a signed-in customer: session, profile, password, email and mobile number, logo, invitations. */
export const customerRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (app, { identity }) => {
  app.get('/customers/logout', {
    config: signedIn,
    schema: { tags, summary: "End this device's session", response: replies(z.object({ signedOut: z.literal(true) })) },
    handler: async (request) => {
      await identity.sessions.revokeIds([principalOf(request).sessionId], 'SIGNED_OUT');
      return { data: { signedOut: true as const } };
    },
  });

  app.get('/customers/session-ttl', {
    config: signedIn,
    schema: { tags, summary: 'Seconds left in this session', response: replies(SessionTtlSchema) },
    handler: async (request) => ({ data: identity.sessions.ttl(principalOf(request)) }),
  });

  app.get('/customers/ping', {
    config: signedIn,
    schema: { tags, summary: 'Confirms the session is alive', response: replies(PingSchema) },
    handler: async () => ({ data: { active: true as const } }),
  });

  app.get('/customers/ping/v2', {
    config: signedIn,
    schema: { tags, summary: 'Confirms the session and reports the seconds left', response: replies(PingV2Schema) },
    handler: async (request) => ({ data: { active: true as const, ...identity.sessions.ttl(principalOf(request)) } }),
  });

  app.put('/customers/change-password', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Change the password; signs out the other devices',
      body: ChangePasswordRequestSchema,
      response: replies(z.object({ changed: z.literal(true) })),
    },
    handler: async (request) => {
      await identity.credentials.changePassword(principalOf(request), request.body);
      return { data: { changed: true as const } };
    },
  });

  app.post('/customers/verify-request/email', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Send a code to verify (or add) an email',
      body: VerifyEmailRequestSchema,
      response: replies(OtpSentSchema),
    },
    handler: async (request) => ({
      data: await identity.credentials.requestEmailVerification(
        principalOf(request),
        request.body.email,
        callerOf(request),
      ),
    }),
  });

  app.post('/customers/verify/email', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Confirm the email code',
      body: VerifyEmailCodeRequestSchema,
      response: replies(CustomerSchema),
    },
    handler: async (request) => {
      const principal = principalOf(request);
      await identity.credentials.verifyEmail(principal, request.body.email, request.body.code);
      return { data: await identity.profiles.get(principal, principal.customerId) };
    },
  });

  app.post('/customers/verify-request/mobile', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Send an SMS code to verify a mobile number for one’s profile (stored once confirmed)',
      body: VerifyMobileRequestSchema,
      response: replies(OtpSentSchema),
    },
    handler: async (request) => ({
      data: await identity.credentials.requestMobileVerification(principalOf(request), request.body, callerOf(request)),
    }),
  });

  app.post('/customers/verify/mobile', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Confirm the SMS code: the number becomes the profile’s, verified',
      body: VerifyMobileCodeRequestSchema,
      response: replies(CustomerSchema),
    },
    handler: async (request) => {
      const principal = principalOf(request);
      await identity.credentials.verifyMobile(principal, request.body);
      return { data: await identity.profiles.get(principal, principal.customerId) };
    },
  });

  app.delete('/customers/mobile', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Remove the mobile number from one’s profile (not when it is the only way to sign in)',
      response: replies(CustomerSchema),
    },
    handler: async (request) => ({ data: await identity.profiles.removeMobile(principalOf(request)) }),
  });

  app.get('/customers/logo', {
    config: signedIn,
    schema: { tags, summary: "The agent's logo", response: replies(LogoSchema) },
    handler: async (request) => ({ data: await identity.profiles.getLogo(principalOf(request)) }),
  });

  app.put('/customers/logo', {
    config: signedIn,
    schema: {
      tags,
      summary: "Upload the agent's logo (multipart/form-data, one image file: PNG, JPEG or WebP)",
      consumes: ['multipart/form-data'],
      response: replies(LogoSchema),
    },
    handler: async (request) => {
      const principal = principalOf(request);
      // Refuse non-agents before reading a file they may not upload.
      if (principal.customerType !== 'AGENT') throw new AppError('HUBLGNP001');
      return {
        data: await identity.profiles.putLogo(
          principal,
          await uploadedFile(request, {
            maxBytes: identity.profiles.logoMaxBytes,
            tooLarge: () => identity.profiles.invalidLogo(),
          }),
        ),
      };
    },
  });

  app.post('/customers/invitations', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Invite by email: staff with USERS invite staff and agents, agents invite their athletes',
      body: CreateInvitationRequestSchema,
      response: replies(InvitationSchema),
    },
    handler: async (request) => ({
      data: await identity.invitations.create(principalOf(request), request.body, request.language),
    }),
  });

  app.post('/customers/invitations/search', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Invitations sent (all for staff with USERS, own for agents)',
      body: InvitationSearchRequestSchema,
      response: replies(pageOf(InvitationSchema)),
    },
    handler: async (request) => ({ data: await identity.invitations.search(principalOf(request), request.body) }),
  });

  app.get('/customers/search/detail/:userId', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Customer detail with signed-in devices',
      params: UserIdParamsSchema,
      response: replies(CustomerDetailSchema),
    },
    handler: async (request) => ({ data: await identity.profiles.detail(principalOf(request), request.params.userId) }),
  });

  app.get('/customers/:userId', {
    config: signedIn,
    schema: { tags, summary: 'Customer profile', params: UserIdParamsSchema, response: replies(CustomerSchema) },
    handler: async (request) => ({ data: await identity.profiles.get(principalOf(request), request.params.userId) }),
  });

  app.put('/customers/:userId', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Update the customer profile (customer type cannot change)',
      params: UserIdParamsSchema,
      body: UpdateCustomerRequestSchema,
      response: replies(CustomerSchema),
    },
    handler: async (request) => ({
      data: await identity.profiles.update(principalOf(request), request.params.userId, request.body),
    }),
  });

  app.get('/public/logos/:userId', {
    schema: {
      tags: ['Public'],
      summary: "An agent's logo image (WebP)",
      params: UserIdParamsSchema,
      querystring: z.object({ v: z.string().max(64).optional() }),
      response: { 200: z.custom<Buffer>((value) => Buffer.isBuffer(value)), ...errorReplies },
    },
    handler: async (request, reply) => {
      const logo = await identity.profiles.logoImage(request.params.userId);
      const versioned = request.query.v === logo.version;
      return reply
        .type(logo.contentType)
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('etag', `"${logo.version}"`)
        .send(logo.content);
    },
  });
};
