import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
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
}

/**
 * The home page's sections and the ads, arranged by staff (DASHBOARD). `forget()` drops the cached home: call
 * it when something the home lists changes elsewhere (videos, through the media module's hook).
 */
export function createContent(deps: ContentDeps) {
  const resolver = new HomeResolver(deps.db, deps.catalog);
  const home = new HomePage(deps.db, resolver, deps.cacheSeconds ?? 15);
  const context: ContentContext = {
    db: deps.db,
    storage: deps.storage,
    resolver,
    imageMaxBytes: deps.imageMaxBytes,
    maxMb: Math.round((deps.imageMaxBytes / 1024 / 1024) * 10) / 10,
    log: deps.log,
    changed: () => home.forget(),
  };
  return {
    home,
    sections: new HomeSectionsAdmin(context),
    ads: new AdsAdmin(context),
    imageMaxBytes: deps.imageMaxBytes,
    forget: () => home.forget(),
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
