import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../lib/storage';
import type { VideoCatalog } from '../media/catalog.service';
import { AdsAdmin } from './ads.service';
import { contentAdminRoutes } from './content.admin.routes';
import type { ContentContext } from './content-context';
import { contentPublicRoutes } from './content.routes';
import { HomeResolver } from './home-resolver';
import { HomePage } from './home.service';
import { HomeSectionsAdmin } from './sections.service';

export interface ContentDeps {
  db: Db;
  /** Public media (/media): banner and ad images. */
  storage: FileStorage;
  /** Public videos and showcases, for home rows. */
  catalog: VideoCatalog;
  imageMaxBytes: number;
  /** Lifetime of the resolved home and the ads in memory; 0 turns the cache off. Default 15. */
  cacheSeconds?: number;
  log: FastifyBaseLogger;
  bus: EventBus;
}

/**
 * The home page's sections and the ads, arranged by staff (DASHBOARD). The cached home is dropped on every
 * instance when it or what it lists changes (domain events).
 */
export function createContent(deps: ContentDeps) {
  const resolver = new HomeResolver(deps.db, deps.catalog);
  const home = new HomePage(deps.db, resolver, deps.cacheSeconds ?? 15);
  // The home lists videos and showcases (with their offers) besides its own sections and ads.
  for (const type of ['home.changed', 'videos.changed', 'products.changed'] as const)
    deps.bus.on(type, () => home.forget());
  const context: ContentContext = {
    db: deps.db,
    storage: deps.storage,
    resolver,
    imageMaxBytes: deps.imageMaxBytes,
    maxMb: Math.round((deps.imageMaxBytes / 1024 / 1024) * 10) / 10,
    log: deps.log,
    changed: () => deps.bus.publish({ type: 'home.changed' }),
  };
  return {
    home,
    sections: new HomeSectionsAdmin(context),
    ads: new AdsAdmin(context),
    imageMaxBytes: deps.imageMaxBytes,
  };
}

export type Content = ReturnType<typeof createContent>;

export const contentModule: FastifyPluginAsync<{ content: Content }> = async (app, { content }) => {
  await app.register(contentPublicRoutes, { home: content.home });
  await app.register(contentAdminRoutes, {
    sections: content.sections,
    ads: content.ads,
    imageMaxBytes: content.imageMaxBytes,
  });
};
