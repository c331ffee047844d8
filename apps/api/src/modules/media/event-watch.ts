import type { WatchLink } from '@ringside/contract';
import type { Db } from '../../db/client';
import { withNepali } from '../../lib/translations';
import { eventWatchRepository } from './event-watch.repository';

/** What an event page links to in media: its public videos (with their fighters), its showcase, its stream. */
export interface EventWatchLinks {
  /** Latest first. */
  videos: (WatchLink & { fighterIds: string[] })[];
  showcase: WatchLink | null;
  /** A stream is set up: pushed here (a key) or from a provider (an address). */
  isStreamed: boolean;
}

/** The event's public videos, its latest published showcase and whether it is streamed: one read. */
export async function eventWatchLinks(db: Db, eventId: string): Promise<EventWatchLinks> {
  const { videos, showcase, isStreamed } = await eventWatchRepository.ofEvent(db, eventId);
  return {
    videos: videos.map(({ slug, title, titleNe, fighterIds }) =>
      withNepali({ slug, title, fighterIds }, { title: titleNe }),
    ),
    showcase: showcase ? withNepali({ slug: showcase.slug, title: showcase.title }, { title: showcase.titleNe }) : null,
    isStreamed,
  };
}

/** A bout's video: the latest of the event's videos that shows both of its fighters. */
export function boutVideo(links: EventWatchLinks, redId: string, blueId: string): WatchLink | null {
  const video = links.videos.find((item) => item.fighterIds.includes(redId) && item.fighterIds.includes(blueId));
  if (!video) return null;
  // The rest keeps the title's Nepali value (a symbol property).
  const { fighterIds: _fighters, ...link } = video;
  return link;
}
