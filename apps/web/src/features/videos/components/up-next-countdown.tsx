import type { NextVideo } from '@ringside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { Thumb } from './video-card';

/** Seconds between the end of a video and the start of the next: time to read what it is, and to cancel. */
export const COUNTDOWN_SECONDS = 8;

/** Where a watch page goes to play the next video by itself: its player starts (and resumes) without a press. */
export const autoplayState = { autoplay: true } as const;

/** Whether a watch page was opened by Up next's countdown (its player then starts by itself). */
export const arrivedToPlay = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { autoplay?: unknown }).autoplay === true;

/** What the next video follows in: "Next on the card of SFC 2", "Next in SFC 2: the whole card". */
export function useNextFrom(next: NextVideo): string {
  const { t } = useTranslation();
  return next.reason === 'CARD'
    ? t('videos.upNextPlay.fromCard', { event: next.from.title })
    : t('videos.upNextPlay.fromShowcase', { showcase: next.from.title });
}

/**
 * Over the player when a video ends and another follows it: the next one's picture and title, and a countdown after
 * which it plays; "Play now" and "Cancel". Focus goes to "Play now", so the keyboard can answer at once.
 */
export function UpNextCountdown({ next, onCancel }: { next: NextVideo; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = useNextFrom(next);
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const boxRef = useRef<HTMLDivElement>(null);
  const play = () => void navigate(`/videos/${next.video.slug}`, { state: autoplayState });
  useEffect(() => {
    boxRef.current?.querySelector('button')?.focus();
  }, []);
  useEffect(() => {
    if (left <= 0) {
      void navigate(`/videos/${next.video.slug}`, { state: autoplayState });
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate, next.video.slug]);
  return (
    <div
      ref={boxRef}
      className="videos-player-notice videos-countdown"
      role="group"
      aria-labelledby="videos-countdown-title"
    >
      <p className="videos-countdown-kicker">{from}</p>
      <div className="videos-countdown-next">
        <div className="videos-thumb videos-countdown-thumb">
          <Thumb poster={next.video.poster} eager />
        </div>
        <p id="videos-countdown-title" className="videos-countdown-title">
          {next.video.title}
        </p>
      </div>
      {/* Not a live region: a screen reader would be told every second. */}
      <p className="videos-countdown-time">{t('videos.upNextPlay.playsIn', { count: left })}</p>
      <div className="videos-player-actions">
        <Button variant="primary" icon={<PlayCircleFilled aria-hidden />} onClick={play}>
          {t('videos.upNextPlay.playNow')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('videos.upNextPlay.cancel')}
        </Button>
      </div>
    </div>
  );
}
