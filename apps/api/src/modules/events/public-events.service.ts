import {
  type EventDetail,
  type EventSearchRequestSchema,
  type EventSummary,
  LANGUAGES,
  type Language,
  type Page,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TimedCache } from '../../lib/timed-cache';
import type { EventViews } from './event-views';
import { type EventRow, cardHeadlines, toEventSummary } from './event-summaries';
import { eventsRepository as events } from './events.repository';
import { soldFrom } from '../commerce/published';

export type EventSearch = z.output<typeof EventSearchRequestSchema>;

/** How long a built event page is served from memory: a rush on one event costs no queries. */
export const DETAIL_CACHE_MS = 15_000;

/**
 * What fans read: published events (a draft never shows). Event pages are cached per instance for a few
 * seconds; every staff change through this instance forgets them at once, and other instances catch up
 * within the lifetime.
 */
export class PublicEvents {
  /** Event id -> built page per language; a promise, so concurrent first readers share one build. */
  private readonly details: TimedCache<Promise<EventDetail>>;
  /** Id or slug -> event id, for published events only. */
  private readonly refs: TimedCache<string>;
  /** Id or slug -> the event it named when last read (whatever the caches): only to start the page's reads early. */
  private readonly lastIds = new TimedCache<string>({ ttlMs: 3_600_000, maxEntries: 2000 });
  /** Bumped by every `forget`: a page built from rows read before it is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly views: EventViews,
    cacheMs = DETAIL_CACHE_MS,
  ) {
    this.details = new TimedCache({ ttlMs: cacheMs, maxEntries: 500 });
    this.refs = new TimedCache({ ttlMs: cacheMs, maxEntries: 2000 });
  }

  async search(filter: EventSearch): Promise<Page<EventSummary>> {
    const { rows, total } = await events.search(this.db, { ...filter, publicOnly: true, now: new Date() });
    const headlines = await cardHeadlines(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => ({
        ...toEventSummary(row, headlines.get(row.id) ?? { headline: null, boutCount: 0 }),
        ...soldFrom(row),
      })),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }

  /** The event page by id or slug. */
  async detail(ref: string, language: Language): Promise<EventDetail> {
    const knownId = this.refs.get(ref.toLowerCase());
    const cached = knownId ? this.details.get(`${knownId}|${language}`) : undefined;
    if (cached) return cached;

    const generation = this.generation;
    // The reads of the event this reference named last time start beside the event's own read (one statement);
    // used only if the reference still names that event.
    const lastId = this.lastIds.get(ref.toLowerCase());
    const early = lastId ? this.views.reads(lastId) : undefined;
    const event = await this.find(ref);
    this.lastIds.put(ref.toLowerCase(), event.id);
    const key = `${event.id}|${language}`;
    const building = this.details.get(key) ?? this.views.detail(event, language, new Date(), early);
    if (generation === this.generation) {
      this.refs.put(ref.toLowerCase(), event.id);
      this.details.put(key, building);
      building.catch(() => this.details.delete(key));
    }
    return building;
  }

  /** A published event by id or slug, or HUBEVNF001 (drafts are not found). */
  async find(ref: string): Promise<EventRow> {
    const event = await events.findByRef(this.db, ref);
    if (!event?.publishedAt) throw new AppError('HUBEVNF001');
    return event;
  }

  /**
   * Forgets one event's pages (a ticket changed its seats left), or every page (a change that shows on other
   * events too, such as a fighter's record).
   */
  forget(eventId?: string): void {
    this.generation += 1;
    if (!eventId) {
      this.details.clear();
      return;
    }
    for (const language of LANGUAGES) this.details.delete(`${eventId.toLowerCase()}|${language}`);
  }
}
