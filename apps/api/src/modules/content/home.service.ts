import type { Ad, AdPlacement, HomeSection } from '@ringside/contract';
import type { Db } from '../../db/client';
import { TimedCache } from '../../lib/timed-cache';
import { withNepali } from '../../lib/translations';
import { type AdRow, adsRepository as ads, sectionsRepository as sections } from './content.repository';
import { isAdRunning, toAd } from './content.mapper';
import { type HomeResolver, type PageNeeds, pageNeeds } from './home-resolver';

/**
 * What fans read: the active sections in staff order, each resolved into its tiles (sections that come out
 * empty are left out), and the ads running now. Both are kept for `cacheSeconds` per instance and forgotten
 * on every change made through this instance (sections, ads, and videos through the media module's hook);
 * other instances catch up within the lifetime.
 */
export class HomePage {
  private readonly cache: TimedCache<Promise<unknown>>;
  /** Bumped by every change: an answer built from rows read before a change is not kept. */
  private generation = 0;
  /** What the active sections read the last time (not what they showed): read early with the sections. */
  private lastNeeds: PageNeeds | undefined;

  constructor(
    private readonly db: Db,
    private readonly resolver: HomeResolver,
    cacheSeconds: number,
  ) {
    this.cache = new TimedCache({ ttlMs: cacheSeconds * 1000, maxEntries: 8 });
  }

  forget(): void {
    this.generation += 1;
    this.cache.clear();
  }

  sections(): Promise<HomeSection[]> {
    return this.cached('sections', async () => {
      const now = new Date();
      // What the sections needed last time is read with them, in the same statement; sections change seldom, and
      // when they have, resolveAll reads what they need now.
      const reading = sections.active(this.db);
      const early = this.lastNeeds && this.resolver.sourcesOf(this.lastNeeds, now).start();
      const active = await reading;
      this.lastNeeds = pageNeeds(active);
      const resolved = await this.resolver.resolveAll(active, now, early);
      return active.flatMap((section, index) => {
        const { items, more } = resolved[index] ?? { items: [], more: null };
        const shown = { id: section.id, kind: section.kind, title: section.title, more, items };
        return items.length > 0 ? [withNepali(shown, { title: section.titleNe })] : [];
      });
    });
  }

  /** The ads running at `now`, optionally of one placement; their dates are checked at each read. */
  async runningAds(now: Date, placement?: AdPlacement): Promise<Ad[]> {
    const showable = await this.cached<AdRow[]>('ads', () => ads.showable(this.db));
    return showable.filter((row) => isAdRunning(row, now) && (!placement || row.placement === placement)).map(toAd);
  }

  private cached<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const generation = this.generation;
    // A promise, so that concurrent first readers share one build; a failed build is not kept.
    const building = build();
    if (generation === this.generation) {
      this.cache.put(key, building);
      building.catch(() => this.cache.delete(key));
    }
    return building;
  }
}
