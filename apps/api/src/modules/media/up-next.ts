import type { NextVideo } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withNepali } from '../../lib/translations';
import { cardOrder } from '../events/card-order';
import { boutVideo, eventWatchLinks } from './event-watch';
import { toSoldVideoCard } from './media.mapper';
import { showcasesRepository as showcases } from './showcases.repository';
import { type PublicVideoPage, videosRepository as videos } from './videos.repository';

/** The most videos of one event read to find the next bout's. */
const EVENT_VIDEOS = 100;

/**
 * What plays after a video (decision 71): the next bout of its event's card that has a video, in the order fans
 * read the card (main event first, then from the top), else the next public video of a showcase holding it (the
 * first by title that has one). Nothing when neither follows: the watch page's other suggestions are not a sequence.
 */
export class UpNext {
  constructor(private readonly db: Db) {}

  async after(videoId: string): Promise<NextVideo | null> {
    const video = await videos.watchPage(this.db, videoId.toLowerCase());
    if (!video || video.publication !== 'PUBLISHED' || video.status !== 'READY') throw new AppError('HUBVDNF001');
    return (await this.onCard(video)) ?? (await this.inShowcase(video));
  }

  /** The next bout's video: the bout this video shows (both its fighters), then the first later bout with one. */
  private async onCard(video: PublicVideoPage): Promise<NextVideo | null> {
    const event = video.event;
    if (!video.eventId || !event?.publishedAt) return null;
    const [links, card] = await Promise.all([
      eventWatchLinks(this.db, video.eventId),
      cardOrder(this.db, video.eventId),
    ]);
    const fighters = links.videos.find((item) => item.slug === video.slug)?.fighterIds ?? [];
    const at = card.findIndex((bout) => fighters.includes(bout.redFighterId) && fighters.includes(bout.blueFighterId));
    if (at < 0) return null;
    const slug = card
      .slice(at + 1)
      .map((bout) => boutVideo(links, bout.redFighterId, bout.blueFighterId)?.slug)
      .find((next) => next !== undefined && next !== video.slug);
    if (!slug) return null;
    const next = (await videos.publicRows(this.db, { eventId: video.eventId }, EVENT_VIDEOS)).find(
      (row) => row.slug === slug,
    );
    if (!next) return null;
    return {
      video: toSoldVideoCard(next),
      reason: 'CARD',
      from: withNepali({ slug: event.slug, title: event.name }, { title: event.nameNe }),
    };
  }

  /** The video after this one in a published showcase holding it (drafts and unfinished ones skipped). */
  private async inShowcase(video: PublicVideoPage): Promise<NextVideo | null> {
    for (const showcase of video.showcases) {
      const ids = await showcases.videoIdsOf(this.db, showcase.id);
      const [next] = await videos.publicByIds(this.db, ids.slice(ids.indexOf(video.id) + 1));
      if (next)
        return {
          video: toSoldVideoCard(next),
          reason: 'SHOWCASE',
          from: withNepali({ slug: showcase.slug, title: showcase.title }, { title: showcase.titleNe }),
        };
    }
    return null;
  }
}
