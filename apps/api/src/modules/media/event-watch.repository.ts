import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { eventHeadlines } from '../events/published';
import { liveStreams, showcases, videoFighters, videos } from './media.table';
import { isPublicVideo } from './videos.repository';

export interface EventWatchRow {
  /** Public videos of the event with the fighters each shows, latest first. */
  videos: { slug: string; title: string; titleNe: string | null; fighterIds: string[] }[];
  /** The latest published showcase of the event. */
  showcase: { slug: string; title: string; titleNe: string | null } | null;
  /** A stream is set up: pushed here (a key) or from a provider (an address). */
  isStreamed: boolean;
}

/** What media holds of an event, in one statement (decision 59): the event page reads it on every uncached view. */
const watchOfEvent = preparedPerDb((db) => {
  const event = eventHeadlines('event');
  const latestShowcase = db
    .select({ slug: showcases.slug, title: showcases.title, titleNe: showcases.titleNe })
    .from(showcases)
    .where(and(eq(showcases.publication, 'PUBLISHED'), eq(showcases.eventId, event.id)))
    .orderBy(desc(showcases.publishedAt), desc(showcases.id))
    .limit(1);
  return db
    .select({
      videos: sql<EventWatchRow['videos']>`coalesce((
        select json_agg(json_build_object(
          'slug', ${videos.slug}, 'title', ${videos.title}, 'titleNe', ${videos.titleNe},
          'fighterIds', coalesce((
            select json_agg(${videoFighters.fighterId}) from ${videoFighters} where ${videoFighters.videoId} = ${videos.id}
          ), '[]')
        ) order by ${videos.publishedAt} desc, ${videos.id} desc)
        from ${videos} where ${and(isPublicVideo(), eq(videos.eventId, event.id))}
      ), '[]')`,
      showcase: sql<EventWatchRow['showcase']>`(
        select json_build_object('slug', s.slug, 'title', s.title, 'titleNe', s.title_ne) from (${latestShowcase}) s
      )`,
      isStreamed: sql<boolean>`exists (
        select 1 from ${liveStreams}
        where ${liveStreams.eventId} = ${event.id}
          and (${liveStreams.streamKey} is not null or ${liveStreams.sourceUrl} is not null)
      )`,
    })
    .from(event)
    .where(eq(event.id, sql.placeholder('eventId')))
    .prepare('media_event_watch');
});

export const eventWatchRepository = {
  /** Nothing for an event that does not exist. */
  async ofEvent(db: Db, eventId: string): Promise<EventWatchRow> {
    const [row] = await watchOfEvent(db).execute({ eventId });
    return row ?? { videos: [], showcase: null, isStreamed: false };
  },
};
