import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { getWatchPosition, saveWatchPosition } from '../api/watch-position';

/** A playing video's position is saved this often (and on pause, at the end, and when the page goes). */
export const SAVE_EVERY_MS = 10_000;
/** A position that moved less than this since the last save is not sent again. */
const MIN_MOVE_SECONDS = 1;

/** Where a video resumes for the signed-in viewer (null: from the start); a position that cannot be read is none. */
export function resumePoint(videoId: string): Promise<number | null> {
  return getWatchPosition(videoId).then(
    (position) => position?.resumeAt ?? null,
    () => null,
  );
}

/**
 * Saves where the viewer is in a video while `enabled` (signed in, allowed to play): every 10 s while it plays, on
 * pause (which the end also fires), when the page is hidden or left, and when the player goes (another page of the
 * app). Nothing before the first play, nor a position that has not moved. The last saves go with keepalive.
 */
export function useWatchProgress(videoRef: RefObject<HTMLVideoElement | null>, videoId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let played = false;
    let sent: number | undefined;
    let sentAt = 0;
    const save = (leaving: boolean) => {
      const position = video.currentTime;
      if (!played || !Number.isFinite(position)) return;
      if (sent !== undefined && Math.abs(position - sent) < MIN_MOVE_SECONDS) return;
      sent = position;
      sentAt = Date.now();
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : undefined;
      saveWatchPosition(
        queryClient,
        videoId,
        { positionSeconds: position, ...(duration ? { durationSeconds: duration } : {}) },
        leaving,
      ).catch(() => undefined);
    };
    const onPlay = () => {
      played = true;
      sentAt = Date.now();
    };
    const onTime = () => {
      if (!video.paused && Date.now() - sentAt >= SAVE_EVERY_MS) save(false);
    };
    const onPause = () => save(false);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      save(true);
    };
  }, [videoRef, videoId, enabled, queryClient]);
}
