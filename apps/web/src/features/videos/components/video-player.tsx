import { LockOutlined, ReloadOutlined, SettingOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Dropdown, Spin, type MenuProps } from 'antd';
import type { Playback, PlaybackAccess } from '@ringside/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { PlaybackSource } from '../api/video-playback';
import { useDataSaver } from './data-saver';
import { HlsEngine } from './hls-engine';
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
   * Shown under "This video is for members with access" when the viewer may not watch: the place for commerce's
   * Buy button (and, for a showcase video, "Buy the showcase").
   */
  purchaseAction?: ReactNode;
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
 * The video player: hls.js (loaded only here, on demand), starting on the lowest rendition and adapting, with a
 * quality menu and a data saver; the poster and a call to action when the viewer may not watch. For videos and
 * live streams alike. Native controls.
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

function PlayerSession({
  id,
  title,
  poster,
  source,
  live,
  purchaseAction,
  onRetry,
}: VideoPlayerProps & { onRetry: () => void }) {
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
      try {
        // The only import of hls.js: its chunk loads when a player has something to play, on no other page.
        Hls = (await import('hls.js/light')).default;
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
      setStatus('ready');
    })();
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = undefined;
    };
  }, [id]);

  useEffect(() => {
    if (levels.length) engineRef.current?.apply(levelPlan(levels, quality, dataSaver));
  }, [levels, quality, dataSaver]);

  const ready = status === 'ready';
  return (
    <div className="videos-player">
      <div className="videos-player-frame">
        <video
          ref={videoRef}
          className="videos-player-video"
          poster={poster ?? undefined}
          controls={ready}
          playsInline
          preload="none"
          aria-label={title}
        />
        {live && ready ? <LiveBadge /> : null}
        {ready ? null : <PlayerNotice status={status} live={live} purchaseAction={purchaseAction} onRetry={onRetry} />}
      </div>
      {ready && levels.length > 0 ? (
        <QualityMenu
          levels={levels}
          quality={quality}
          dataSaver={dataSaver}
          playingHeight={playingHeight}
          onQuality={setQuality}
          onDataSaver={(next) => {
            setDataSaver(next);
            // A fixed pick above the new cap falls back to automatic within it.
            if (next !== 'off' && typeof quality === 'number' && quality > Number(next)) setQuality('auto');
          }}
        />
      ) : null}
    </div>
  );
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

/** What covers the poster while the player cannot play: checking, a call to action, or what went wrong. */
function PlayerNotice({
  status,
  live,
  purchaseAction,
  onRetry,
}: {
  status: Status;
  live: boolean | undefined;
  purchaseAction: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (status === 'checking')
    return (
      <div className="videos-player-notice quiet" aria-busy>
        <Spin />
      </div>
    );
  const what = live ? 'stream' : 'video';
  let icon: ReactNode = <WarningOutlined aria-hidden />;
  let heading: string;
  let text: string | null = null;
  let action: ReactNode = null;
  switch (status) {
    case 'sign-in': {
      const next = `${location.pathname}${location.search}`;
      icon = <LockOutlined aria-hidden />;
      heading = t(`videos.player.${what}.signInTitle`);
      text = t(`videos.player.${what}.signInText`);
      action = (
        <div className="videos-player-actions">
          <Button
            type="primary"
            className="videos-primary"
            onClick={() => void navigate(`/signin?next=${encodeURIComponent(next)}`)}
          >
            {t('videos.player.signIn')}
          </Button>
          <Button ghost onClick={() => void navigate('/signup')}>
            {t('videos.player.signUp')}
          </Button>
        </div>
      );
      break;
    }
    case 'no-access':
      icon = <LockOutlined aria-hidden />;
      heading = t(`videos.player.${what}.noAccessTitle`);
      text = t(`videos.player.${what}.noAccessText`);
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

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button ghost icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
      {t('videos.player.retry')}
    </Button>
  );
}

/** Quality (automatic or one height) and the data saver, in one menu under the picture. */
function QualityMenu({
  levels,
  quality,
  dataSaver,
  playingHeight,
  onQuality,
  onDataSaver,
}: {
  levels: LevelInfo[];
  quality: Quality;
  dataSaver: DataSaver;
  playingHeight: number | null;
  onQuality: (quality: Quality) => void;
  onDataSaver: (value: DataSaver) => void;
}) {
  const { t } = useTranslation();
  const options = qualityOptions(levels, dataSaver);
  const playing = playingHeight ? `${playingHeight}p` : null;
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'quality',
      label: t('videos.player.quality'),
      children: [
        { key: 'q:auto', label: playing ? t('videos.player.autoWith', { quality: playing }) : t('videos.player.auto') },
        ...[...options].reverse().map((option) => ({
          key: `q:${option.height}`,
          label: `${option.height}p`,
          disabled: !option.allowed,
        })),
      ],
    },
    { type: 'divider' },
    {
      type: 'group',
      key: 'saver',
      label: t('videos.player.dataSaver'),
      children: DATA_SAVER_CHOICES.map((choice) => ({
        key: `d:${choice}`,
        label: choice === 'off' ? t('videos.player.dataSaverOff') : t('videos.player.upTo', { quality: `${choice}p` }),
      })),
    },
  ];
  const current =
    quality === 'auto'
      ? playing
        ? t('videos.player.autoWith', { quality: playing })
        : t('videos.player.auto')
      : `${quality}p`;
  return (
    <div className="videos-player-bar">
      <span className="videos-player-bar-note">{dataSaver === 'off' ? null : t('videos.player.dataSaverOn')}</span>
      <Dropdown
        trigger={['click']}
        placement="topRight"
        menu={{
          items,
          selectable: true,
          selectedKeys: [`q:${quality}`, `d:${dataSaver}`],
          onClick: ({ key }) => {
            const [kind, value = ''] = key.split(':');
            if (kind === 'q') onQuality(value === 'auto' ? 'auto' : Number(value));
            if (kind === 'd') onDataSaver(value as DataSaver);
          },
        }}
      >
        <Button
          type="text"
          size="small"
          className="videos-player-settings"
          icon={<SettingOutlined aria-hidden />}
          aria-label={t('videos.player.settingsAria', { quality: current })}
        >
          {current}
        </Button>
      </Dropdown>
    </div>
  );
}
