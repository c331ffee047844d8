import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { EventBus } from '../../lib/event-bus';
import { Entitlements } from './entitlements';
import { grantRoutes } from './grants.routes';
import { type ContentTitles, Grants } from './grants.service';

/**
 * Access to paid content: the entitlement question (may this viewer watch this now?) and the grants that answer
 * it. The media module asks; staff give grants here, and commerce will add purchases as a source of them.
 */
export function createAccess(db: Db, bus = new EventBus()) {
  const entitlements = new Entitlements(db, bus);
  return {
    entitlements,
    /** Grants need titles of videos, events and showcases, which the media module knows: it is wired in later. */
    grantsWith: (titles: ContentTitles) => new Grants(db, titles, entitlements),
  };
}

export type Access = ReturnType<typeof createAccess>;

export const accessModule: FastifyPluginAsync<{ grants: Grants }> = async (app, { grants }) => {
  await app.register(grantRoutes, { grants });
};
