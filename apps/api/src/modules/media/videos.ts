import type { Db } from '../../db/client';
import { videosRepository as repository } from './videos.repository';

// What other modules may ask of videos. The repository and table behind it stay this module's own.

/** The showcases holding a video, drafts too, by title: a grant on any of them opens the video. */
export const showcasesHolding = (db: Db, videoId: string) => repository.showcasesOf(db, videoId, false);
