import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionArea } from '@ringside/contract';
import { AppError } from '../lib/app-error';
import { describeDevice } from '../modules/identity/device-info';
import type { DeviceContext, Principal, Sessions } from '../modules/identity/sessions.service';

/** public: anyone; optional: anonymous, or the session of the token that comes along; customer: any signed-in account;
 * staff: SUPPORT accounts, holding `permission` when the route names one. */
export type AuthMode = 'public' | 'optional' | 'customer' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    permission?: PermissionArea;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

const DEVICE_TOKEN = /^[A-Za-z0-9-]{16,64}$/;

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-xsrf-token'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || undefined : undefined;
}

/** The DEVICE-TOKEN header, when it is well formed. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers['device-token'];
  return typeof value === 'string' && DEVICE_TOKEN.test(value) ? value : undefined;
}

/** The calling device, for calls that open a session (they need DEVICE-TOKEN). */
export function deviceOf(request: FastifyRequest): DeviceContext {
  const deviceToken = deviceTokenOf(request);
  if (!deviceToken) throw new AppError('HUBGNDV001');
  return { deviceToken, ipAddress: request.ip ?? null, ...describeDevice(request.headers['user-agent']) };
}

/** The signed-in caller of a route whose auth mode guarantees one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('HUBCSTK001');
  return request.principal;
}

/**
 * Checks the session of every route that asks for one, in one place, before the body is even parsed:
 * a revoked or expired session is 401 whatever else is wrong with the request.
 */
export const authPlugin = fp<{ sessions: Sessions }>(
  async (app, { sessions }) => {
    app.decorateRequest('principal', undefined);
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth ?? 'public';
      if (mode === 'public') return;
      const permission = route.config?.permission;
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        const token = tokenOf(request);
        if (!token) {
          if (mode === 'optional') return;
          throw new AppError('HUBCSTK001');
        }
        // A token that comes along must be good, even where signing in is optional: a revoked browser has to
        // learn it is signed out (401) rather than be treated as a stranger.
        const result = await sessions.authenticate(token, deviceTokenOf(request));
        request.principal = result.principal;
        if (result.freshToken) reply.header('x-xsrf-token', result.freshToken);
        if (mode === 'staff') {
          const { customerType, permissions } = result.principal;
          if (customerType !== 'SUPPORT' || (permission && !permissions.includes(permission)))
            throw new AppError('HUBGNFB001');
        }
      };
      const existing = route.onRequest;
      route.onRequest = [check, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    });
  },
  { name: 'auth' },
);
