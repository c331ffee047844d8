import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../lib/storage';
import type { IdentityCache } from '../identity/identity-cache';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { Applications } from './applications.service';
import { DecisionNotices } from './decision-notices';
import { type ProfileReaders, FighterDirectory } from './directory.service';
import { fighterAdminRoutes } from './fighters.admin.routes';
import { fighterPublicRoutes } from './fighters.public.routes';
import { fighterRoutes } from './fighters.routes';
import { FighterViews } from './fighter-views';
import { FighterPhotos, PHOTO_SWEEP_SECONDS } from './photos.service';
import { Reviews } from './review.service';

export interface FightersDeps {
  db: Db;
  storage: FileStorage;
  masterData: MasterDataReads;
  messenger: Messenger;
  brand: Brand & { shortName: string };
  /** Identity's cache: sending an application changes the account's registration purpose. */
  identityCache: Pick<IdentityCache, 'invalidate'>;
  photoMaxBytes: number;
  /** Photos a customer may upload in 24 hours. */
  photoUploadsPerDay: number;
  /** Lifetime of cached directory pages. */
  directoryCacheSeconds: number;
  /** What a public profile shows from other modules: bouts (events) and places (rankings). */
  profileReaders: ProfileReaders;
  log: FastifyBaseLogger;
  bus: EventBus;
  /** Runs the sweep of unattached photos, once an hour across instances. */
  queue: JobQueue;
}

/**
 * Builds the fighters services: applications (the customer's own), reviews (staff), the public directory and
 * its page metadata (`directory.pages`, handed to the web plugin).
 */
export function createFighters(deps: FightersDeps) {
  const { db, masterData } = deps;
  const views = new FighterViews(db, masterData, deps.brand.name);
  const photos = new FighterPhotos(
    db,
    deps.storage,
    { maxBytes: deps.photoMaxBytes, perDay: deps.photoUploadsPerDay },
    deps.log,
  );
  deps.queue.every('fighters.photos-sweep', PHOTO_SWEEP_SECONDS, () => photos.sweep());
  const directory = new FighterDirectory(db, masterData, deps.brand, deps.directoryCacheSeconds, deps.profileReaders);
  // Every instance's directory (and, through it, the reads that show fighters) forgets on a public change.
  deps.bus.on('fighters.changed', () => directory.forget());
  const publicChanged = () => deps.bus.publish({ type: 'fighters.changed' });
  return {
    photos,
    applications: new Applications({
      db,
      masterData,
      views,
      customersChanged: (customerIds) => deps.identityCache.invalidate({ customerIds }),
      publicChanged,
    }),
    reviews: new Reviews({
      db,
      masterData,
      views,
      photos,
      notices: new DecisionNotices(deps.messenger, deps.brand, deps.log),
      publicChanged,
    }),
    directory,
  };
}

export type Fighters = ReturnType<typeof createFighters>;

export const fightersModule: FastifyPluginAsync<{ fighters: Fighters }> = async (app, { fighters }) => {
  await app.register(fighterRoutes, { fighters });
  await app.register(fighterPublicRoutes, { fighters });
  await app.register(fighterAdminRoutes, { fighters });
};
