import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import type { IdentityCache } from '../identity/identity-cache';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { Applications } from './applications.service';
import { DecisionNotices } from './decision-notices';
import { type BoutHistoryReader, FighterDirectory } from './directory.service';
import { fighterAdminRoutes } from './fighters.admin.routes';
import { fighterPublicRoutes } from './fighters.public.routes';
import { fighterRoutes } from './fighters.routes';
import { FighterViews } from './fighter-views';
import { FighterPhotos } from './photos.service';
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
  /** The bouts a public profile lists; the events module provides them. */
  boutHistory: BoutHistoryReader;
  log: FastifyBaseLogger;
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
  const directory = new FighterDirectory(db, masterData, deps.brand, deps.directoryCacheSeconds, deps.boutHistory);
  const publicChanged = () => directory.forget();
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
    /** Starts deleting unattached photos (now and hourly); once the app is ready. */
    start: () => photos.startSweeper(),
    stop: () => photos.stopSweeper(),
  };
}

export type Fighters = ReturnType<typeof createFighters>;

export const fightersModule: FastifyPluginAsync<{ fighters: Fighters }> = async (app, { fighters }) => {
  await app.register(fighterRoutes, { fighters });
  await app.register(fighterPublicRoutes, { fighters });
  await app.register(fighterAdminRoutes, { fighters });
};
