import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckStatusRequestSchema,
  CheckStatusResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OtpSentSchema,
  PublicInvitationSchema,
  RegisterRequestSchema,
  RegisterResendRequestSchema,
  RegisterResponseSchema,
  RegisterVerifyRequestSchema,
  ResetPasswordRequestSchema,
} from '@ringside/contract';
import { deviceOf } from '../../plugins/auth';
import { replies } from '../../lib/replies';
import { callerOf } from './caller';
import type { Identity } from './identity.module';

const tags = ['Sign-up and sign-in'];

/** Anonymous calls: status checks, sign-up with its code, sign-in, forgotten passwords, invitations. */
export const accountRoutes: FastifyPluginAsyncZod<{ identity: Identity }> = async (app, { identity }) => {
  app.post('/customers/check-status', {
    schema: {
      tags,
      summary: 'Whether an email or mobile number has an account',
      body: CheckStatusRequestSchema,
      response: replies(CheckStatusResponseSchema),
    },
    handler: async (request) => ({ data: await identity.registration.checkStatus(request.body, callerOf(request)) }),
  });

  app.post('/register', {
    schema: {
      tags,
      summary: 'Sign up; sends a one-time code',
      body: RegisterRequestSchema,
      response: replies(RegisterResponseSchema),
    },
    handler: async (request) => ({ data: await identity.registration.register(request.body, callerOf(request)) }),
  });

  app.post('/register/resend', {
    schema: {
      tags,
      summary: 'Send the sign-up code again',
      body: RegisterResendRequestSchema,
      response: replies(RegisterResponseSchema),
    },
    handler: async (request) => ({ data: await identity.registration.resend(request.body.userId, callerOf(request)) }),
  });

  app.post('/register/verify', {
    schema: {
      tags,
      summary: 'Confirm the sign-up code and sign in (needs DEVICE-TOKEN)',
      body: RegisterVerifyRequestSchema,
      response: replies(LoginResponseSchema),
    },
    handler: async (request) => {
      const device = deviceOf(request);
      return { data: await identity.registration.verify(request.body.userId, request.body.code, device) };
    },
  });

  app.post('/auth', {
    schema: {
      tags,
      summary: 'Sign in with email or mobile number (needs DEVICE-TOKEN)',
      body: LoginRequestSchema,
      response: replies(LoginResponseSchema),
    },
    handler: async (request) => {
      const device = deviceOf(request);
      return { data: await identity.signIn.signIn(request.body, device, callerOf(request)) };
    },
  });

  app.post('/auth/forgot-password', {
    schema: {
      tags,
      summary: 'Send a password reset code',
      body: ForgotPasswordRequestSchema,
      response: replies(OtpSentSchema),
    },
    handler: async (request) => ({ data: await identity.credentials.forgotPassword(request.body, callerOf(request)) }),
  });

  app.post('/auth/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with a reset code; signs out every device',
      body: ResetPasswordRequestSchema,
      response: replies(z.object({ reset: z.literal(true) })),
    },
    handler: async (request) => {
      await identity.credentials.resetPassword(request.body);
      return { data: { reset: true as const } };
    },
  });

  app.get('/invitations/:reference', {
    schema: {
      tags,
      summary: 'What the sign-up page may show of an invitation',
      params: z.object({ reference: z.string().min(1).max(100) }),
      response: replies(PublicInvitationSchema),
    },
    handler: async (request) => ({ data: await identity.invitations.publicView(request.params.reference) }),
  });
};
