import { FullscreenExitOutlined } from '../../../components/ui/icons/FullscreenExitOutlined';
import { FullscreenOutlined } from '../../../components/ui/icons/FullscreenOutlined';
import { LockOutlined } from '../../../components/ui/icons/LockOutlined';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { ReloadOutlined } from '../../../components/ui/icons/ReloadOutlined';
import { SettingOutlined } from '../../../components/ui/icons/SettingOutlined';
import { WarningOutlined } from '../../../components/ui/icons/WarningOutlined';
import type { Playback, PlaybackAccess } from '@ringside/contract';
import { formatDuration } from '@ringside/contract/display/duration';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { PlaybackSource } from '../api/video-playback';
import { useDataSaver } from './data-saver';
import { HlsEngine } from './hls-engine';
import { resumePoint, useWatchProgress } from './watch-progress';
import { DATA_SAVER_CHOICES, type DataSaver, type LevelInfo, type Quality, levelPlan, qualityOptions } from './quality';
import './videos.css';

export interface VideoPlayerProps {
  /** What is played (a video's or an event's id): the player starts over when it changes. */
  id: string;
  title: string;
  /** The poster (the 1280 px picture), shown before play and behind a call to action. */
  poster?: string | null | undefined;
  /** Asks the API whether the viewer may watch (and the signed manifest URL), then for fresh URLs. */
  source: PlaybackSource;
  /** A live stream: the LIVE badge, and the stream's wording for refusals. */
  live?: boolean;
  /**
   * Shown when the viewer may not watch (a visitor, or a fan without access): the place for commerce's Buy button
   * (and, for a showcase video, "Buy the showcase").
   */
  purchaseAction?: ReactNode;
  /** What buying it costs ("Rs. 299"), said over the poster with what buying gives; none when not sold alone. */
  price?: string;
  /** Told once the viewer may watch (free, bought, given by staff, or through a showcase they hold). */
  onPlayable?: () => void;
  /**
   * A video whose place is kept for a signed-in viewer (not a live stream): it offers to resume where they stopped
   * ("Resume from 12:34" or "Start over"), and saves where they are as it plays.
   */
  resumable?: boolean;
  /** Plays as soon as it may (arriving from Up next's countdown), resuming without asking. */
  autoPlay?: boolean;
  /** Told when the video has played to its end. */
  onEnded?: () => void;
  /** Shown over the picture while given (Up next's countdown): in the player, so in full screen too. */
  overlay?: ReactNode;
}

type Status = 'checking' | 'ready' | 'sign-in' | 'no-access' | 'not-ready' | 'not-found' | 'unsupported' | 'error';

/** The player's state for an answer of the first call that is not a playback. */
const LOCKED: Record<Exclude<PlaybackAccess['access'], 'ALLOWED'>, Status> = {
  SIGN_IN: 'sign-in',
  NO_ACCESS: 'no-access',
  NOT_READY: 'not-ready',
};

/** The player's state for a failed playback call. */
function statusOf(error: unknown): Status {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'HUBPBSI001') return 'sign-in';
  if (error.code === 'HUBPBNA001') return 'no-access';
  if (error.code === 'HUBPBNR001' || error.code === 'HUBLVOF001') return 'not-ready';
  if (error.status === 404) return 'not-found';
  return 'error';
}

/**
 * The video player: hls.js (its light build, imported only here, once the viewer may watch), starting on the
 * lowest rendition and adapting; native controls, with our settings (quality, data saver) and full screen over the
 * picture. Full screen takes the whole player, not the bare video, so our settings stay in reach there. The poster
 * and a call to action (with the price) when the viewer may not watch. For videos and live streams alike.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  // Signing in or out (here or in another tab) asks again: access may have changed.
  return (
    <PlayerSession
      key={`${props.id}:${session?.userId ?? ''}:${attempt}`}
      {...props}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

/** How long the tools over a playing picture stay after the last touch or move. */
const TOOLS_IDLE_MS = 3000;

function PlayerSession({
  id,
  title,
  poster,
  source,
  live,
  purchaseAction,
  price,
  onPlayable,
  resumable,
  autoPlay,
  onEnded,
  overlay,
  onRetry,
}: VideoPlayerProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // Only a signed-in viewer's place is kept; the session is this player's for its life (the key above).
  const keepsPlace = Boolean(resumable && session && !live);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const autoPlayRef = useRef(autoPlay);
  const playerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const engineRef = useRef<HlsEngine | undefined>(undefined);
  const sourceRef = useRef(source);
  const [status, setStatus] = useState<Status>('checking');
  const [levels, setLevels] = useState<LevelInfo[]>([]);
  const [playingHeight, setPlayingHeight] = useState<number | null>(null);
  const [quality, setQuality] = useState<Quality>('auto');
  const [dataSaver, setDataSaver] = useDataSaver();

  useEffect(() => {
    sourceRef.current = source;
  }, [source]);

  const playableRef = useRef(onPlayable);
  useEffect(() => {
    playableRef.current = onPlayable;
  }, [onPlayable]);
  useEffect(() => {
    if (status === 'ready') playableRef.current?.();
  }, [status]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let engine: HlsEngine | undefined;
    const refresh = () => sourceRef.current.playback(id);
    const stop = (next: Status) => {
      engine?.destroy();
      engineRef.current = undefined;
      if (!cancelled) setStatus(next);
    };
    void (async () => {
      let first: Playback;
      try {
        const answer = await sourceRef.current.access(id);
        if (answer.access !== 'ALLOWED' || !answer.playback) {
          stop(answer.access === 'ALLOWED' ? 'error' : LOCKED[answer.access]);
          return;
        }
        first = answer.playback;
      } catch (error) {
        stop(statusOf(error));
        return;
      }
      let Hls;
      let at: number | null;
      try {
        // The only import of hls.js (the light build): its chunk loads when a player has something to play, on
        // no other page and for no viewer who may not watch. Where to resume is asked meanwhile.
        [Hls, at] = await Promise.all([
          import('hls.js/light').then((module) => module.default),
          keepsPlace ? resumePoint(id) : null,
        ]);
      } catch {
        stop('error');
        return;
      }
      if (cancelled) return;
      // Without Media Source Extensions (Safari on an older iPhone) hls.js cannot run, and the browser's own HLS
      // cannot send the headers our signed playback needs: say so rather than fail silently.
      if (!Hls.isSupported()) {
        stop('unsupported');
        return;
      }
      engine = new HlsEngine(Hls, video, first, refresh, {
        onLevels: (next) => {
          if (!cancelled) setLevels(next);
        },
        onLevelSwitched: (height) => {
          if (!cancelled) setPlayingHeight(height);
        },
        onRefused: (error) => stop(statusOf(error)),
        onFatal: () => stop('error'),
      });
      engineRef.current = engine;
      // Arriving from Up next resumes without asking; otherwise the viewer chooses (resume or start over).
      if (at !== null && autoPlayRef.current) engine.startFrom(at);
      else setResumeAt(at);
      setStatus('ready');
      if (autoPlayRef.current) video.play().catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = undefined;
    };
  }, [id, keepsPlace]);

  useEffect(() => {
    if (levels.length) engineRef.current?.apply(levelPlan(levels, quality, dataSaver));
  }, [levels, quality, dataSaver]);

  const ready = status === 'ready';
  useWatchProgress(videoRef, id, ready && keepsPlace);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);
  useEffect(() => {
    const video = videoRef.current;
    if (!ready || !video) return;
    const ended = () => endedRef.current?.();
    // Played some other way (the keyboard on the picture): the choice is made.
    const played = () => setResumeAt(null);
    video.addEventListener('ended', ended);
    video.addEventListener('play', played);
    return () => {
      video.removeEventListener('ended', ended);
      video.removeEventListener('play', played);
    };
  }, [ready]);
  const start = (from: number | null) => {
    if (from !== null) engineRef.current?.startFrom(from);
    setResumeAt(null);
    const video = videoRef.current;
    video?.focus();
    video?.play().catch(() => undefined);
  };
  const choosing = ready && resumeAt !== null;
  const fullscreen = useFullscreen(playerRef, videoRef);
  const tools = useToolsVisibility(playerRef, videoRef, ready);
  return (
    <div
      ref={playerRef}
      className={`videos-player${fullscreen.active ? ' is-fullscreen' : ''}${tools.shown ? '' : ' tools-idle'}`}
    >
      <div className="videos-player-frame">
        <video
          ref={videoRef}
          className="videos-player-video"
          poster={poster ?? undefined}
          // Not under a choice or Up next's countdown: they would show through it, and take presses meant for it.
          controls={ready && !choosing && !overlay}
          // Our own full-screen button takes the whole player (with our settings) instead.
          controlsList="nofullscreen"
          playsInline
          preload="none"
          aria-label={title}
        />
        {live && ready ? <LiveBadge /> : null}
        {ready ? (
          <div className="videos-player-tools">
            {dataSaver === 'off' ? null : (
              <span className="videos-player-tools-note">{t('videos.player.dataSaverOn')}</span>
            )}
            {levels.length > 0 ? (
              <QualityMenu
                levels={levels}
                quality={quality}
                dataSaver={dataSaver}
                playingHeight={playingHeight}
                onOpenChange={tools.setMenuOpen}
                onQuality={setQuality}
                onDataSaver={(next) => {
                  setDataSaver(next);
                  // A fixed pick above the new cap falls back to automatic within it.
                  if (next !== 'off' && typeof quality === 'number' && quality > Number(next)) setQuality('auto');
                }}
              />
            ) : null}
            <FullscreenButton active={fullscreen.active} onToggle={fullscreen.toggle} />
          </div>
        ) : null}
        {choosing ? <ResumeChoice at={resumeAt} onChoose={start} /> : null}
        {ready ? overlay : null}
        {ready ? null : (
          <PlayerNotice status={status} live={live} purchaseAction={purchaseAction} price={price} onRetry={onRetry} />
        )}
      </div>
    </div>
  );
}

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

/**
 * Full screen for the whole player (the picture, the native controls and ours). Where a page element cannot go
 * full screen (Safari on an iPhone), the video alone does, with the system's controls. A double click that sends
 * the bare video full screen (some browsers do) is moved to the player.
 */
function useFullscreen(playerRef: RefObject<HTMLDivElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => {
      const player = playerRef.current;
      const current = document.fullscreenElement;
      setActive(Boolean(player && current === player));
      if (player && current && current === videoRef.current)
        void document
          .exitFullscreen()
          .then(() => player.requestFullscreen())
          .catch(() => undefined);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [playerRef, videoRef]);
  const toggle = useCallback(() => {
    const player = playerRef.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (player && document.fullscreenEnabled && typeof player.requestFullscreen === 'function') {
      void player
        .requestFullscreen({ navigationUI: 'hide' })
        // A phone held upright turns the picture sideways, where the system lets a page do so.
        .then(() => (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape'))
        .catch(() => undefined);
      return;
    }
    (videoRef.current as WebkitVideo | null)?.webkitEnterFullscreen?.();
  }, [playerRef, videoRef]);
  return { active, toggle };
}

/**
 * Whether our tools show over the picture: always while paused, a menu is open or the keyboard is in them; while
 * playing, for a few seconds after a touch or a move of the pointer (as the native controls do).
 */
function useToolsVisibility(
  playerRef: RefObject<HTMLDivElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  ready: boolean,
) {
  const [playing, setPlaying] = useState(false);
  const [recent, setRecent] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const player = playerRef.current;
    const video = videoRef.current;
    if (!ready || !player || !video) return;
    let timer: number | undefined;
    const wake = () => {
      setRecent(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setRecent(false), TOOLS_IDLE_MS);
    };
    const onPlay = () => {
      setPlaying(true);
      wake();
    };
    const onPause = () => setPlaying(false);
    player.addEventListener('pointermove', wake);
    player.addEventListener('pointerdown', wake);
    player.addEventListener('keydown', wake);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    return () => {
      window.clearTimeout(timer);
      player.removeEventListener('pointermove', wake);
      player.removeEventListener('pointerdown', wake);
      player.removeEventListener('keydown', wake);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
    };
  }, [playerRef, videoRef, ready]);
  return { shown: !playing || recent || menuOpen, setMenuOpen };
}

/** The red "LIVE" mark over a live stream. */
export function LiveBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`videos-live-badge${className ? ` ${className}` : ''}`}>
      <span className="videos-live-dot" aria-hidden />
      {t('videos.player.live')}
    </span>
  );
}

/**
 * What covers the poster while the player cannot play: checking, a call to action, or what went wrong. Content sold
 * on its own says its price and what buying gives, to visitors and to fans without access alike.
 */
function PlayerNotice({
  status,
  live,
  purchaseAction,
  price,
  onRetry,
}: {
  status: Status;
  live: boolean | undefined;
  purchaseAction: ReactNode;
  price: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (status === 'checking')
    return (
      <div className="videos-player-notice quiet" aria-busy>
        <Spinner />
      </div>
    );
  const what = live ? 'stream' : 'video';
  const sold = Boolean(price && purchaseAction);
  let icon: ReactNode = <WarningOutlined aria-hidden />;
  let heading: string;
  let text: string | null = null;
  let action: ReactNode = null;
  switch (status) {
    case 'sign-in': {
      const next = `${location.pathname}${location.search}`;
      const signIn = () => void navigate(`/signin?next=${encodeURIComponent(next)}`);
      icon = <LockOutlined aria-hidden />;
      if (sold) {
        // What it costs and what buying gives; those who have access already sign in.
        heading = t(`videos.player.${what}.buyTitle`, { price });
        text = t(`videos.player.${what}.buyText`);
        action = (
          <div className="videos-player-actions">
            {purchaseAction}
            <Button variant="ghost" onClick={signIn}>
              {t('videos.player.signIn')}
            </Button>
          </div>
        );
        break;
      }
      heading = t(`videos.player.${what}.signInTitle`);
      text = t(`videos.player.${what}.signInText`);
      action = (
        <div className="videos-player-actions">
          <Button variant="primary" onClick={signIn}>
            {t('videos.player.signIn')}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/signup')}>
            {t('videos.player.signUp')}
          </Button>
        </div>
      );
      break;
    }
    case 'no-access':
      icon = <LockOutlined aria-hidden />;
      heading = t(`videos.player.${what}.noAccessTitle`);
      text = sold ? t(`videos.player.${what}.buyGives`, { price }) : t(`videos.player.${what}.noAccessText`);
      action = purchaseAction ? <div className="videos-player-actions">{purchaseAction}</div> : null;
      break;
    case 'not-ready':
      heading = t(`videos.player.${what}.notReady`);
      action = <RetryButton onRetry={onRetry} />;
      break;
    case 'not-found':
      heading = t(`videos.player.${what}.notFound`);
      break;
    case 'unsupported':
      heading = t('videos.player.unsupportedTitle');
      text = t('videos.player.unsupportedText');
      break;
    default:
      heading = t(`videos.player.${what}.error`);
      action = <RetryButton onRetry={onRetry} />;
  }
  return (
    <div className="videos-player-notice" role="status">
      <span className="videos-player-notice-icon">{icon}</span>
      <p className="videos-player-notice-title">{heading}</p>
      {text ? <p className="videos-player-notice-text">{text}</p> : null}
      {action}
    </div>
  );
}

/** Over the picture of a video the viewer stopped in: resume there (the first choice) or start over. */
function ResumeChoice({ at, onChoose }: { at: number; onChoose: (from: number | null) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="videos-player-notice videos-player-resume" role="group" aria-label={t('videos.player.resumeAria')}>
      <div className="videos-player-actions">
        <Button variant="primary" icon={<PlayCircleFilled aria-hidden />} onClick={() => onChoose(at)}>
          {t('videos.player.resumeFrom', { time: formatDuration(at, i18n.language) })}
        </Button>
        <Button variant="ghost" icon={<ReloadOutlined aria-hidden />} onClick={() => onChoose(0)}>
          {t('videos.player.startOver')}
        </Button>
      </div>
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
      {t('videos.player.retry')}
    </Button>
  );
}

function FullscreenButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = active ? t('videos.player.exitFullscreen') : t('videos.player.fullscreen');
  return (
    <button type="button" className="videos-player-tool" aria-label={label} title={label} onClick={onToggle}>
      {active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
    </button>
  );
}

/**
 * Quality (automatic or one height) and the data saver: a settings button over the picture, in the player (so in
 * full screen too), opening two groups of choices. Escape or a press elsewhere closes it.
 */
function QualityMenu({
  levels,
  quality,
  dataSaver,
  playingHeight,
  onOpenChange,
  onQuality,
  onDataSaver,
}: {
  levels: LevelInfo[];
  quality: Quality;
  dataSaver: DataSaver;
  playingHeight: number | null;
  onOpenChange: (open: boolean) => void;
  onQuality: (quality: Quality) => void;
  onDataSaver: (value: DataSaver) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const options = qualityOptions(levels, dataSaver);
  const playing = playingHeight ? `${playingHeight}p` : null;
  const autoLabel = playing ? t('videos.player.autoWith', { quality: playing }) : t('videos.player.auto');
  const current = quality === 'auto' ? autoLabel : `${quality}p`;

  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) toggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      toggle(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle only sets state
  }, [open]);

  return (
    <div className="videos-player-settings-wrap" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="videos-player-tool videos-player-settings"
        aria-label={t('videos.player.settingsAria', { quality: current })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => toggle(!open)}
      >
        <SettingOutlined aria-hidden />
        <span className="videos-player-settings-text">{current}</span>
      </button>
      <div id={menuId} className="videos-player-menu" hidden={!open}>
        <fieldset>
          <legend>{t('videos.player.quality')}</legend>
          <Choice
            name={`${menuId}-quality`}
            label={autoLabel}
            checked={quality === 'auto'}
            onChange={() => onQuality('auto')}
          />
          {[...options].reverse().map((option) => (
            <Choice
              key={option.height}
              name={`${menuId}-quality`}
              label={`${option.height}p`}
              checked={quality === option.height}
              disabled={!option.allowed}
              onChange={() => onQuality(option.height)}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('videos.player.dataSaver')}</legend>
          {DATA_SAVER_CHOICES.map((choice) => (
            <Choice
              key={choice}
              name={`${menuId}-saver`}
              label={
                choice === 'off' ? t('videos.player.dataSaverOff') : t('videos.player.upTo', { quality: `${choice}p` })
              }
              checked={dataSaver === choice}
              onChange={() => onDataSaver(choice)}
            />
          ))}
        </fieldset>
      </div>
    </div>
  );
}

function Choice({
  name,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <label className={`videos-player-choice${disabled ? ' disabled' : ''}`}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
