import type { AppConfig } from './config';
import { alsoForget } from './lib/also-forget';
import { answerCaches } from './plugins/answer-cache';
import { pageCacheFor } from './plugins/web/page-cache';

type Forgets = { forget(...args: never[]): void };

/**
 * The public reads' caches (decision 58) and what makes each stale. Each module's cache is forgotten by the
 * changes its module makes; here every other copy of what it shows goes with it: the written answers of its
 * routes, the answers and caches of the reads that show it too, and the rendered pages.
 */
export function publicCaches(
  config: Pick<
    AppConfig,
    | 'directoryCacheSeconds'
    | 'profileCacheSeconds'
    | 'eventCacheSeconds'
    | 'videoCacheSeconds'
    | 'homeCacheSeconds'
    | 'pageCacheSeconds'
  >,
  sources: { directory: Forgets; events: Forgets; videos: Forgets; home: Forgets },
) {
  const answers = answerCaches({
    directory: config.directoryCacheSeconds,
    profile: config.profileCacheSeconds,
    events: config.eventCacheSeconds,
    videos: config.videoCacheSeconds,
    home: config.homeCacheSeconds,
  });
  const pageCache = pageCacheFor(config);
  const pages = () => pageCache.forget();
  const home = () => sources.home.forget();
  // A fighter's public version shows on the directory, the profile and the home's rows (and the cards of events:
  // the events module hears the same domain event).
  alsoForget(
    sources.directory,
    () => answers.directory.forget(),
    () => answers.profile.forget(),
    home,
    pages,
  );
  // Events show on profiles (bouts) and the home's rows.
  alsoForget(
    sources.events,
    () => answers.events.forget(),
    () => answers.profile.forget(),
    home,
    pages,
  );
  // Videos show on profiles and the home (the content module hears the videos' event itself).
  alsoForget(
    sources.videos,
    () => answers.videos.forget(),
    () => answers.profile.forget(),
    pages,
  );
  alsoForget(sources.home, () => answers.home.forget(), pages);
  return { answers, pageCache };
}
