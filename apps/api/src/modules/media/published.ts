import { QueryBuilder } from 'drizzle-orm/pg-core';
import { categories, liveStreams, showcases, videos } from './media.table';

// What other modules may read of media, as subqueries to join (the planner inlines them: no cost): names, addresses
// and states, never files, keys or processing. The tables behind them stay this module's own.
const qb = new QueryBuilder();

/** Every video, draft or published: its name, address, access and state (products, home picks). */
export const videoHeadlines = (alias = 'video_headline') =>
  qb
    .select({
      id: videos.id,
      slug: videos.slug,
      title: videos.title,
      titleNe: videos.titleNe,
      access: videos.access,
      status: videos.status,
      publication: videos.publication,
      publishedAt: videos.publishedAt,
    })
    .from(videos)
    .as(alias);

/** Every showcase, draft or published: its name, address and state. */
export const showcaseHeadlines = (alias = 'showcase_headline') =>
  qb
    .select({
      id: showcases.id,
      slug: showcases.slug,
      title: showcases.title,
      titleNe: showcases.titleNe,
      publication: showcases.publication,
      publishedAt: showcases.publishedAt,
    })
    .from(showcases)
    .as(alias);

/** Video categories' names and addresses. */
export const categoryNames = (alias = 'category_name') =>
  qb.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).as(alias);

/** Events' live streams: whose they are, whether they are paid and their state (never their keys). */
export const liveStreamAccess = (alias = 'live_stream_access') =>
  qb
    .select({ eventId: liveStreams.eventId, access: liveStreams.access, state: liveStreams.state })
    .from(liveStreams)
    .as(alias);
