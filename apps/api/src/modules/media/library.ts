import type { Library, LibraryItem } from '@ringside/contract';
import type { Db } from '../../db/client';
import { nepaliOf, withNepali } from '../../lib/translations';
import { activeGrantsOf } from '../access/grants';
import { libraryRepository as library } from './library.repository';
import { toVideoCard } from './media.mapper';
import { toShowcaseCard } from './showcases.service';
import { showcasesRepository as showcases } from './showcases.repository';
import { videosRepository as videos } from './videos.repository';

type Held = Awaited<ReturnType<typeof activeGrantsOf>>[number];

/** Of two grants of the same thing, the one lasting longer (none ending is longest). */
const lastsLonger = (a: Held, b: Held) =>
  a.expiresAt === null || (b.expiresAt !== null && a.expiresAt.getTime() > b.expiresAt.getTime());

/**
 * A customer's library: everything they hold now, bought or given by staff, each once (the grant lasting longest),
 * the latest first, with the page to watch it on. Content no longer public (a video taken back to draft) is left out:
 * there is nothing to open.
 */
export class FanLibrary {
  constructor(private readonly db: Db) {}

  async of(customerId: string): Promise<Library> {
    const held = new Map<string, Held>();
    for (const grant of await activeGrantsOf(this.db, customerId)) {
      // Every Fight Pass is one item: the renewals bought early run on from the first.
      const key = grant.contentType === 'PASS' ? 'PASS' : `${grant.contentType}:${grant.contentId}`;
      const kept = held.get(key);
      if (!kept || lastsLonger(grant, kept)) held.set(key, grant);
    }
    const grants = [...held.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const idsOf = (type: Held['contentType']) => grants.filter((g) => g.contentType === type).map((g) => g.contentId);
    const [videoRows, showcaseRows, eventRows] = await Promise.all([
      videos.publicByIds(this.db, idsOf('VIDEO')),
      showcases.publicByIds(this.db, idsOf('SHOW_CASE')),
      library.publishedEvents(this.db, idsOf('LIVE_EVENT')),
    ]);
    const videoCards = new Map(videoRows.map((row) => [row.id, toVideoCard(row)]));
    const showcaseCards = new Map(showcaseRows.map((row) => [row.id, toShowcaseCard(row)]));
    const events = new Map(eventRows.map((row) => [row.id, row]));
    const items = grants.flatMap((grant): LibraryItem[] => {
      const base = {
        kind: grant.contentType,
        contentId: grant.contentId,
        source: grant.source,
        since: grant.createdAt.toISOString(),
        expiresAt: grant.expiresAt?.toISOString() ?? null,
        poster: null,
        startsAt: null,
        videoCount: null,
      };
      if (grant.contentType === 'PASS') return [{ ...base, title: null, slug: null }];
      // The card's title, with its Nepali value along.
      const named = (card: { title: string; slug: string }, more: Partial<LibraryItem>) =>
        withNepali({ ...base, title: card.title, slug: card.slug, ...more }, { title: nepaliOf(card).title });
      if (grant.contentType === 'VIDEO') {
        const video = videoCards.get(grant.contentId);
        return video ? [named(video, { poster: video.poster })] : [];
      }
      if (grant.contentType === 'SHOW_CASE') {
        const showcase = showcaseCards.get(grant.contentId);
        return showcase ? [named(showcase, { poster: showcase.poster, videoCount: showcase.videoCount })] : [];
      }
      const event = events.get(grant.contentId);
      return event
        ? [
            withNepali(
              { ...base, title: event.name, slug: event.slug, startsAt: event.startsAt.toISOString() },
              { title: event.nameNe },
            ),
          ]
        : [];
    });
    return { items };
  }
}
