import type { ContinueWatching, WatchPosition, WatchPositionRequestSchema } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../identity/sessions.service';
import { toSoldVideoCard } from './media.mapper';
import type { PlaybackService } from './playback.service';
import { type WatchPositionRow, watchPositionsRepository as positions } from './watch-positions.repository';
import { videosRepository as videos } from './videos.repository';

export type WatchPositionInput = z.output<typeof WatchPositionRequestSchema>;

/** Below this a video was opened rather than watched: it neither resumes nor shows in Continue watching. */
export const STARTED_SECONDS = 10;
/** A video is finished once this share of it is watched... */
export const FINISHED_SHARE = 0.95;
/** ...or fewer seconds than this are left (the decision's announcement, the credits). */
export const FINISHED_LEFT_SECONDS = 30;
/** Continue watching shows this many videos at most. */
export const CONTINUE_WATCHING_SIZE = 12;
/** Positions read for the row: some may be of videos the customer may no longer play. */
const CANDIDATES = 2 * CONTINUE_WATCHING_SIZE;

/** Whether a position this far into a video of this length means the customer has seen it (decision 71). */
export function isFinished(positionSeconds: number, durationSeconds: number | null): boolean {
  if (durationSeconds === null) return false;
  return (
    positionSeconds >= durationSeconds * FINISHED_SHARE || durationSeconds - positionSeconds < FINISHED_LEFT_SECONDS
  );
}

/** A finished video is stored at its end, so that "finished" is read back without the rule. */
function toWatchPosition(row: WatchPositionRow): WatchPosition {
  const finished = row.durationSeconds !== null && row.positionSeconds >= row.durationSeconds;
  return {
    videoId: row.videoId,
    positionSeconds: row.positionSeconds,
    durationSeconds: row.durationSeconds,
    finished,
    resumeAt: !finished && row.positionSeconds >= STARTED_SECONDS ? row.positionSeconds : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Where each customer stopped watching each video: saved by the player (every 10 s and on pause), read back to
 * resume, and listed as "Continue watching". Only a customer who may play the video now may save or read its
 * position; live streams have none (their replay, a video, has).
 */
export class WatchPositions {
  constructor(
    private readonly db: Db,
    private readonly playback: PlaybackService,
  ) {}

  async save(principal: Principal, videoId: string, input: WatchPositionInput): Promise<WatchPosition> {
    const id = videoId.toLowerCase();
    const playable = await this.playback.allowed('v', id, principal, 'cached');
    // The video's own length where known: the player's is a fallback, never a way to finish a video early.
    const duration = playable.durationSeconds ?? (input.durationSeconds ? Math.round(input.durationSeconds) : null);
    let position = Math.floor(input.positionSeconds);
    if (duration !== null && (position > duration || isFinished(position, duration))) position = duration;
    const values = {
      customerId: principal.customerId,
      videoId: id,
      positionSeconds: position,
      durationSeconds: duration,
    };
    // Nothing written when it repeats the stored position: the stored row is the answer.
    const row = (await positions.save(this.db, values)) ?? (await positions.find(this.db, principal.customerId, id));
    if (!row) throw new AppError('HUBVDNF001');
    return toWatchPosition(row);
  }

  /** The customer's position in a video they may play; null when they never played it. */
  async position(principal: Principal, videoId: string): Promise<WatchPosition | null> {
    const id = videoId.toLowerCase();
    await this.playback.allowed('v', id, principal, 'cached');
    const row = await positions.find(this.db, principal.customerId, id);
    return row ? toWatchPosition(row) : null;
  }

  /** Videos started and not finished, latest first, that the customer may still play (a grant may have ended). */
  async continueWatching(principal: Principal): Promise<ContinueWatching> {
    const rows = await positions.unfinished(this.db, principal.customerId, STARTED_SECONDS, CANDIDATES);
    const playable = await Promise.all(
      rows.map((row) =>
        this.playback.allowed('v', row.videoId, principal, 'cached').then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          },
        ),
      ),
    );
    const kept = rows.filter((_row, index) => playable[index]).slice(0, CONTINUE_WATCHING_SIZE);
    const cards = new Map(
      (
        await videos.publicByIds(
          this.db,
          kept.map((row) => row.videoId),
        )
      ).map((card) => [card.id, toSoldVideoCard(card)]),
    );
    return {
      items: kept.flatMap((row) => {
        const video = cards.get(row.videoId);
        return video
          ? [
              {
                video,
                positionSeconds: row.positionSeconds,
                durationSeconds: row.durationSeconds,
                updatedAt: row.updatedAt.toISOString(),
              },
            ]
          : [];
      }),
    };
  }
}
