import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertPreferencesSchema,
  FollowerCountsSchema,
  FollowsSchema,
  OkSchema,
  PushSubscriptionRequestSchema,
  RemovePushSubscriptionRequestSchema,
  UnsubscribeRequestSchema,
  UpdateAlertPreferencesRequestSchema,
} from '@ringside/contract';
import { replies } from '../../lib/replies';
import { principalOf } from '../../plugins/auth';
import type { FollowTarget } from './follows.repository';
import type { FollowingService } from './following.service';

const fan = { auth: 'customer' } as const;
const IdParamsSchema = z.object({ id: z.string().max(60) });
const TARGETS: [string, FollowTarget][] = [
  ['fighters', 'FIGHTER'],
  ['events', 'EVENT'],
];

/** Follows, alert preferences, push subscriptions, the one-click unsubscribe, and the back office's audience. */
export const followingRoutes: FastifyPluginAsyncZod<{ following: FollowingService }> = async (app, { following }) => {
  // Mail apps' one-click unsubscribe POSTs a form (RFC 8058); its body says nothing the token does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get('/follows', {
    config: fan,
    schema: { tags: ['Follows'], summary: 'The fighters and events the fan follows', response: replies(FollowsSchema) },
    handler: async (request) => ({ data: await following.mine(principalOf(request).customerId) }),
  });

  for (const [path, target] of TARGETS) {
    app.put(`/follows/${path}/:id`, {
      config: fan,
      schema: {
        tags: ['Follows'],
        summary: `Follow ${path === 'fighters' ? 'an approved fighter' : 'a public event'}: alerts follow`,
        params: IdParamsSchema,
        response: replies(FollowsSchema),
      },
      handler: async (request) => ({
        data: await following.follow(principalOf(request).customerId, target, request.params.id, request.language),
      }),
    });
    app.delete(`/follows/${path}/:id`, {
      config: fan,
      schema: {
        tags: ['Follows'],
        summary: `Stop following ${path === 'fighters' ? 'a fighter' : 'an event'}`,
        params: IdParamsSchema,
        response: replies(FollowsSchema),
      },
      handler: async (request) => ({
        data: await following.unfollow(principalOf(request).customerId, target, request.params.id),
      }),
    });
  }

  app.get('/alerts/preferences', {
    config: fan,
    schema: {
      tags: ['Alerts'],
      summary: "The fan's alert channels, language and quiet hours, with what the account can receive",
      response: replies(AlertPreferencesSchema),
    },
    handler: async (request) => ({
      data: await following.preferences(principalOf(request).customerId, request.language),
    }),
  });

  app.put('/alerts/preferences', {
    config: fan,
    schema: {
      tags: ['Alerts'],
      summary: 'Change the alert channels (SMS is opt-in), their language or the quiet hours (Nepal time)',
      body: UpdateAlertPreferencesRequestSchema,
      response: replies(AlertPreferencesSchema),
    },
    handler: async (request) => ({
      data: await following.updatePreferences(principalOf(request).customerId, request.body, request.language),
    }),
  });

  app.post('/alerts/push', {
    config: fan,
    schema: {
      tags: ['Alerts'],
      summary: "Keep this browser's push subscription: alerts arrive as notifications",
      body: PushSubscriptionRequestSchema,
      response: replies(AlertPreferencesSchema),
    },
    handler: async (request) => ({
      data: await following.subscribe(principalOf(request).customerId, request.body, request.language),
    }),
  });

  app.post('/alerts/push/remove', {
    config: fan,
    schema: {
      tags: ['Alerts'],
      summary: "Forget this browser's push subscription",
      body: RemovePushSubscriptionRequestSchema,
      response: replies(AlertPreferencesSchema),
    },
    handler: async (request) => ({
      data: await following.unsubscribePush(principalOf(request).customerId, request.body.endpoint, request.language),
    }),
  });

  app.post('/alerts/unsubscribe', {
    config: { auth: 'public' },
    schema: {
      tags: ['Alerts'],
      summary: "An alert email's one-click unsubscribe (RFC 8058): alert emails off, without signing in",
      querystring: UnsubscribeRequestSchema,
      response: replies(OkSchema),
    },
    handler: async (request) => {
      await following.unsubscribe(request.query.token);
      return { data: { ok: true as const } };
    },
  });

  app.get('/follows/admin/counts', {
    config: { auth: 'staff', permission: 'DASHBOARD' },
    schema: {
      tags: ['Follows (staff)'],
      summary: 'The most followed fighters and events, and how many fans follow anything',
      response: replies(FollowerCountsSchema),
    },
    handler: async () => ({ data: await following.counts() }),
  });
};
