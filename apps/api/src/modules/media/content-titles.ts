import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ContentRef, type ContentTitles, contentKey } from '../access/grants.service';
import { eventHeadlines } from '../events/published';
import { showcases, videos } from './media.table';

/** Names of what grants point at: a video's or showcase's title, an event's name. */
export class MediaContentTitles implements ContentTitles {
  constructor(private readonly db: Db) {}

  async titleOf(content: ContentRef): Promise<string | undefined> {
    return (await this.titlesOf([content])).get(contentKey(content));
  }

  async titlesOf(contents: readonly ContentRef[]): Promise<Map<string, string>> {
    const idsOf = (type: ContentRef['type']) => [...new Set(contents.filter((c) => c.type === type).map((c) => c.id))];
    const [videoIds, eventIds, showcaseIds] = [idsOf('VIDEO'), idsOf('LIVE_EVENT'), idsOf('SHOW_CASE')];
    const events = eventHeadlines('event');
    const [videoRows, eventRows, showcaseRows] = await Promise.all([
      videoIds.length
        ? this.db.select({ id: videos.id, title: videos.title }).from(videos).where(inArray(videos.id, videoIds))
        : [],
      eventIds.length
        ? this.db.select({ id: events.id, title: events.name }).from(events).where(inArray(events.id, eventIds))
        : [],
      showcaseIds.length
        ? this.db
            .select({ id: showcases.id, title: showcases.title })
            .from(showcases)
            .where(inArray(showcases.id, showcaseIds))
        : [],
    ]);
    const titles = new Map<string, string>();
    for (const row of videoRows) titles.set(contentKey({ type: 'VIDEO', id: row.id }), row.title);
    for (const row of eventRows) titles.set(contentKey({ type: 'LIVE_EVENT', id: row.id }), row.title);
    for (const row of showcaseRows) titles.set(contentKey({ type: 'SHOW_CASE', id: row.id }), row.title);
    return titles;
  }
}
