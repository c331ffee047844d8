import { and, asc, gt, lt, sql } from 'drizzle-orm';
import { SEARCH_TEXT_VERSION, searchDocument } from '@ringside/contract/display/search-text';
import type { Db } from '../../db/client';
import { videos } from './media.table';

/** What the video searches look in (decision 52): the title in English and Nepali, romanised and keyed. */
export const videoSearchColumns = (video: { title: string; titleNe?: string | null | undefined }) => ({
  searchText: searchDocument([video.title, video.titleNe]),
  searchVersion: SEARCH_TEXT_VERSION,
});

/**
 * Makes search_text again where it was made with older rules (videos from before migration 0012, or from before
 * a change of the rules): at start-up, in batches, before the server takes requests. Returns how many videos.
 */
export async function refreshVideoSearchText(db: Db, batchSize = 500): Promise<number> {
  let total = 0;
  // In id order, from where the last batch ended: every row is seen once, whatever happens to it.
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const rows = await db
      .select({ id: videos.id, title: videos.title, titleNe: videos.titleNe })
      .from(videos)
      .where(and(lt(videos.searchVersion, SEARCH_TEXT_VERSION), gt(videos.id, after)))
      .orderBy(asc(videos.id))
      .limit(batchSize);
    const last = rows[rows.length - 1];
    if (!last) break;
    after = last.id;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${videoSearchColumns(row).searchText}::text)`),
      sql`, `,
    );
    // A video whose title was saved meanwhile already has the current rules' text.
    await db.execute(sql`
      update ${videos} set search_text = fresh.search_text, search_version = ${SEARCH_TEXT_VERSION}
      from (values ${values}) as fresh (id, search_text)
      where ${videos.id} = fresh.id and ${videos.searchVersion} < ${SEARCH_TEXT_VERSION}`);
    total += rows.length;
  }
  return total;
}
