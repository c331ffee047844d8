import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eventHeadlines } from '../events/published';
import { nameColumns, publicFighters } from '../fighters/published';
import { nepaliFullName } from '../fighters/nepali-names';
import { withNepali } from '../../lib/translations';
import type { ProductOffer } from '@ringside/contract';
import type { DetailParts } from './media.mapper';
import { type VideoRow, type VideoTags, videosRepository as videos } from './videos.repository';
import { offerFor } from '../commerce/offers';

/** The event, fighters and showcases a video page links to (the back office's read: several statements). */
export async function detailParts(db: Db, row: VideoRow, publicOnly: boolean): Promise<DetailParts> {
  const events = eventHeadlines('event');
  const publicProfiles = publicFighters('fighter');
  const [event, fighterIds, showcases, product] = await Promise.all([
    row.eventId
      ? db
          .select({
            id: events.id,
            slug: events.slug,
            name: events.name,
            nameNe: events.nameNe,
            publishedAt: events.publishedAt,
          })
          .from(events)
          .where(eq(events.id, row.eventId))
          .then((rows) => rows[0] ?? null)
      : null,
    videos.fighterIdsOf(db, row.id),
    videos.showcasesOf(db, row.id, publicOnly),
    offerFor(db, 'VIDEO', row.id),
  ]);
  const fighters = fighterIds.length
    ? await db
        .select({ id: publicProfiles.fighterId, slug: publicProfiles.slug, ...nameColumns(publicProfiles) })
        .from(publicProfiles)
        .where(inArray(publicProfiles.fighterId, fighterIds))
    : [];
  return partsOf(row, { event, fighters, showcases }, product, publicOnly);
}

/** A video page's links as shown: names in both languages, fighters by name, a product only for a paid video. */
export function partsOf(
  row: Pick<VideoRow, 'access'>,
  tags: VideoTags,
  product: ProductOffer | null,
  publicOnly: boolean,
): DetailParts {
  const { event } = tags;
  // An unpublished event is staff's business only.
  const showEvent = event && (!publicOnly || event.publishedAt !== null);
  return {
    event: showEvent ? withNepali({ id: event.id, slug: event.slug, name: event.name }, { name: event.nameNe }) : null,
    fighters: tags.fighters
      .map((fighter) =>
        withNepali(
          { id: fighter.id, slug: fighter.slug, name: `${fighter.firstName ?? ''} ${fighter.lastName ?? ''}`.trim() },
          { name: nepaliFullName(fighter) },
        ),
      )
      .sort((a, b) => a.name.localeCompare(b.name)),
    showcases: tags.showcases.map((showcase) =>
      withNepali({ id: showcase.id, slug: showcase.slug, title: showcase.title }, { title: showcase.titleNe }),
    ),
    // A free video is not sold, whatever product staff left behind.
    product: row.access === 'PAID' ? product : null,
  };
}

/** Refuses an event or fighters that do not exist (fighters must have a public, approved profile). */
export async function assertTagsExist(db: Db, eventId: string | null, fighterIds: readonly string[]): Promise<void> {
  const events = eventHeadlines('event');
  const publicProfiles = publicFighters('fighter');
  if (eventId) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
    if (!event) throw AppError.field('eventId', 'HUBVDEV001');
  }
  const unique = [...new Set(fighterIds)];
  if (unique.length !== fighterIds.length) throw AppError.field('fighterIds', 'HUBVDFT001');
  if (unique.length) {
    const found = await db
      .select({ id: publicProfiles.fighterId })
      .from(publicProfiles)
      .where(inArray(publicProfiles.fighterId, unique));
    if (found.length !== unique.length) throw AppError.field('fighterIds', 'HUBVDFT001');
  }
}
