import type { WatchLink } from '@ringside/contract';
import type { Db } from '../../db/client';
import { withNepali } from '../../lib/translations';
import { liveStreamsRepository as streams } from './live/live-streams.repository';
import { showcasesRepository as showcases } from './showcases.repository';
import { videosRepository as videos } from './videos.repository';

/** What an event page links to in media: its public videos (with their fighters), its showcase, its stream. */
export interface EventWatchLinks {
  /** Latest first. */
  videos: (WatchLink & { fighterIds: string[] })[];
  showcase: WatchLink | null;
  /** A stream is set up: pushed here (a key) or from a provider (an address). */
  isStreamed: boolean;
}

/** The event's public videos, its latest published showcase and whether it is streamed: three small reads. */
export async function eventWatchLinks(db: Db, eventId: string): Promise<EventWatchLinks> {
  const [eventVideos, showcase, stream] = await Promise.all([
    videos.publicOfEvent(db, eventId),
    showcases.latestOfEvent(db, eventId),
    streams.find(db, eventId),
  ]);
  return {
    videos: eventVideos.map(({ slug, title, titleNe, fighterIds }) =>
      withNepali({ slug, title, fighterIds }, { title: titleNe }),
    ),
    showcase: showcase ? withNepali({ slug: showcase.slug, title: showcase.title }, { title: showcase.titleNe }) : null,
    isStreamed: Boolean(stream?.streamKey || stream?.sourceUrl),
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
