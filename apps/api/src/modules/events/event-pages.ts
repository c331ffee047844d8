import { formatDateTime } from '@ringside/contract/display/dates';
import type { Db } from '../../db/client';
import type { PageMeta, PageSource } from '../../plugins/web/page-meta';
import { type EventRow, cardHeadlines, posterUrls } from './event-summaries';
import { eventsRepository as events } from './events.repository';

const EVENT_PATH = /^\/events\/([A-Za-z0-9-]{1,160})$/;

export interface EventPagesSite {
  shortName: string;
  publicUrl: string;
}

/** What a link preview says about an event: when (Kathmandu time), where, and who headlines. */
export function eventMeta(event: EventRow, headline: string | null, site: EventPagesSite): PageMeta {
  const when = `${formatDateTime(event.startsAt, 'en')} (Nepal time)`;
  const description = [
    event.status === 'CANCELLED' ? 'Cancelled.' : '',
    event.tagline ? `${event.tagline.replace(/[.!?]*$/, '')}.` : '',
    `${when} at ${event.venueName}, ${event.venueCity}.`,
    headline ? `Main event: ${headline}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: `${event.name} | ${site.shortName}`,
    description,
    type: 'website',
    canonicalPath: `/events/${event.slug}`,
    ...(event.posterKey ? { image: `${site.publicUrl}${posterUrls(event.posterKey).share}` } : {}),
  };
}

/**
 * Metadata of `/events/<slug>` in the server's HTML, for crawlers and link previews (in English). The page
 * answers at `/events/<id>` too, with the slug's canonical URL. Drafts are unknown here.
 */
export function eventPages(db: Db, site: EventPagesSite): PageSource {
  return {
    meta: async (path) => {
      const ref = EVENT_PATH.exec(path)?.[1];
      const event = ref ? await events.findByRef(db, ref) : undefined;
      if (!event?.publishedAt) return undefined;
      const headline = (await cardHeadlines(db, [event.id])).get(event.id)?.headline ?? null;
      return eventMeta(event, headline, site);
    },
    sitemap: async () =>
      (await events.pages(db)).map((page) => ({ path: `/events/${page.slug}`, lastModified: page.updatedAt })),
  };
}
