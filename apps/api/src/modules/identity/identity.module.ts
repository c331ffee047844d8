import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { RateLimits } from '../../lib/rate-limits';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { accountRoutes } from './account.routes';
import { Credentials } from './credentials.service';
import { customerRoutes } from './customer.routes';
import { devicesRoutes } from './devices.routes';
import { identityAdminRoutes } from './identity.admin.routes';
import { Invitations } from './invitations.service';
import { OneTimeCodes } from './one-time-codes.service';
import { Profiles } from './profile.service';
import { Registration } from './registration.service';
import { IdentityCache } from './identity-cache';
import { SessionTokens } from './session-tokens';
import { Sessions } from './sessions.service';
import { SignIn } from './sign-in.service';
import { CustomerAdmin } from './staff.service';

export interface IdentityDeps {
  db: Db;
  config: AppConfig;
  secret: string;
  messenger: Messenger;
  limits: RateLimits;
  brand: Brand;
  bus: EventBus;
}

/** Builds the identity services; other modules reach identity through this object only. */
export function createIdentity({ db, config, secret, messenger, limits, brand, bus }: IdentityDeps) {
  const cache = new IdentityCache({ ttlMs: config.session.cacheSeconds * 1000, maxEntries: 50_000 }, bus);
  const tokens = new SessionTokens(secret);
  const sessions = new Sessions(db, tokens, config.session.ttlSeconds, cache, config.session.rotationGraceSeconds);
  const codes = new OneTimeCodes(db, config.otp, secret, messenger, brand);
  const invitations = new Invitations(db, messenger, brand);
  const signIn = new SignIn(db, sessions, codes, limits, config.session.maxDevices, cache);
  return {
    cache,
    sessions,
    signIn,
    invitations,
    registration: new Registration(db, codes, signIn, invitations, limits, config.passwordPolicy, cache),
    credentials: new Credentials(db, codes, sessions, limits, config.passwordPolicy, cache),
    profiles: new Profiles(db, sessions, config.uploads.logoMaxBytes, cache),
    customerAdmin: new CustomerAdmin(db, sessions, cache),
  };
}

export type Identity = ReturnType<typeof createIdentity>;

export const identityModule: FastifyPluginAsync<{ identity: Identity }> = async (app, { identity }) => {
  await app.register(accountRoutes, { identity });
  await app.register(customerRoutes, { identity });
  await app.register(devicesRoutes, { identity });
  await app.register(identityAdminRoutes, { identity });
};
