// Types only: hls.js itself is loaded by the player on demand (`import('hls.js/light')`), never by a page.
import type Hls from 'hls.js';
import type { ErrorData, Level } from 'hls.js';
import type { Playback } from '@ringside/contract';
import { deviceToken } from '../../../lib/device-token';
import { clearSession, currentSession, replaceToken, tokenProblem } from '../../../lib/session';
import { tokenOf, withToken } from './playback-token';
import type { LevelInfo, LevelPlan } from './quality';

export type HlsClass = typeof Hls;

export interface EngineEvents {
  /** The renditions, once the manifest is read (index = hls.js level index). */
  onLevels: (levels: LevelInfo[]) => void;
  /** The picture height now playing. */
  onLevelSwitched: (height: number) => void;
  /** The playback call refused a fresh URL (access withdrawn, signed out): playback has to stop. */
  onRefused: (error: unknown) => void;
  /** Playback cannot go on, even after asking again. */
  onFatal: () => void;
}

/** A failed refresh that is an answer (403, 404, 409), not a dropped connection. */
export const isRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && Number(error.status) >= 400;

const sameOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

/** How long to wait before asking again after a refresh failed for want of a connection. */
const REFRESH_RETRY_MS = 10_000;
/** Fatal network errors retried in a row (each after a fresh URL when the old one was refused). */
const MAX_NETWORK_RETRIES = 3;
const MAX_MEDIA_RECOVERIES = 2;

/**
 * hls.js wired to our signed playback: every playlist and segment request of ours carries the device token and,
 * when signed in, the session token; the URL is asked again before `refreshInSeconds` and from then on every request
 * is rewritten to the fresh token, so playback never stops. Nothing is fetched beyond the master playlist until
 * the viewer presses play (a phone on a slow connection pays for what it watches), then it starts on the lowest
 * rendition and adapts.
 */
export class HlsEngine {
  private readonly hls: Hls;
  private token: string | undefined;
  /** When the current URL must be replaced (local clock: the server's expiry may be read on a skewed clock). */
  private refreshAt = 0;
  private timer: number | undefined;
  private pending: Promise<void> | undefined;
  private destroyed = false;
  private loading = false;
  private parsed = false;
  private networkRetries = 0;
  private mediaRecoveries = 0;
  private manualLevel = -1;
  /** Where loading starts at the first play, in seconds (-1: hls.js's own start, the beginning of a video). */
  private startPosition = -1;

  constructor(
    HlsImpl: HlsClass,
    private readonly video: HTMLVideoElement,
    first: Playback,
    private readonly request: () => Promise<Playback>,
    private readonly events: EngineEvents,
  ) {
    this.accept(first);
    const hls = new HlsImpl({
      startLevel: 0,
      capLevelToPlayerSize: true,
      autoStartLoad: false,
      backBufferLength: 60,
      // A live stream has no end: the controls show the time watched, not a duration that keeps moving.
      liveDurationInfinity: true,
      xhrSetup: (xhr, url) => this.prepare(xhr, url),
    });
    this.hls = hls;
    const { Events, ErrorTypes } = HlsImpl;
    hls.on(Events.MANIFEST_PARSED, (_event, data) => {
      this.parsed = true;
      this.events.onLevels(data.levels.map((level: Level) => ({ height: level.height })));
      if (this.loading) hls.startLoad(this.startPosition);
    });
    hls.on(Events.LEVEL_SWITCHED, (_event, data) => {
      const height = hls.levels[data.level]?.height;
      if (height) this.events.onLevelSwitched(height);
    });
    hls.on(Events.FRAG_LOADED, () => {
      this.networkRetries = 0;
    });
    hls.on(Events.ERROR, (_event, data) => this.handleError(data, ErrorTypes));
    video.addEventListener('play', this.onPlay);
    hls.loadSource(first.manifestUrl);
    hls.attachMedia(video);
  }

  /** The quality menu's and the data saver's choice. */
  apply(plan: LevelPlan): void {
    if (this.destroyed) return;
    const hls = this.hls;
    if (hls.capLevelToPlayerSize !== plan.capToPlayerSize) hls.capLevelToPlayerSize = plan.capToPlayerSize;
    if (!plan.capToPlayerSize) hls.autoLevelCapping = plan.autoLevelCapping;
    if (plan.level !== this.manualLevel) {
      this.manualLevel = plan.level;
      hls.nextLevel = plan.level;
    }
  }

  /** Starts the first play at `seconds` (a resumed video); set before play, it costs no load from the beginning. */
  startFrom(seconds: number): void {
    if (this.destroyed) return;
    this.startPosition = seconds;
    if (this.loading) this.video.currentTime = seconds;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    window.clearTimeout(this.timer);
    this.video.removeEventListener('play', this.onPlay);
    this.hls.destroy();
  }

  /** The first press of play starts loading (and the refresh timer: an unplayed page asks nothing more). */
  private readonly onPlay = () => {
    if (this.loading || this.destroyed) return;
    this.loading = true;
    if (this.parsed) this.hls.startLoad(this.startPosition);
    this.schedule();
  };

  private accept(playback: Playback): void {
    this.token = tokenOf(playback.manifestUrl);
    this.refreshAt = Date.now() + playback.refreshInSeconds * 1000;
    if (this.loading) this.schedule();
  }

  private schedule(delayMs = this.refreshAt - Date.now()): void {
    window.clearTimeout(this.timer);
    if (this.destroyed) return;
    this.timer = window.setTimeout(
      () => {
        this.refresh().catch((error: unknown) => {
          // No connection: the current URL is good for a while yet; try again soon.
          if (!isRefusal(error)) this.schedule(REFRESH_RETRY_MS);
        });
      },
      Math.max(0, delayMs),
    );
  }

  /** Asks for a fresh URL (one call at a time); a refusal stops playback. */
  private refresh(): Promise<void> {
    this.pending ??= this.request()
      .then(
        (next) => {
          if (!this.destroyed) this.accept(next);
        },
        (error: unknown) => {
          if (!this.destroyed && isRefusal(error)) this.events.onRefused(error);
          throw error;
        },
      )
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /**
   * Called by hls.js before each request: a URL past its refresh time (the timer sleeps in a background tab)
   * is replaced first; then the request goes to the current token, with our headers.
   */
  private async prepare(xhr: XMLHttpRequest, url: string): Promise<void> {
    if (Date.now() >= this.refreshAt) await this.refresh().catch(() => undefined);
    xhr.open('GET', this.token ? withToken(url, this.token) : url, true);
    // A provider's live stream (another origin) gets none of our tokens: they are ours alone, and unknown
    // headers would make the browser ask the provider's permission first (CORS), which it would refuse.
    if (!sameOrigin(url)) return;
    // As the API client does: an expired session is cleared rather than sent.
    const stored = currentSession();
    if (stored && tokenProblem(stored.token)) clearSession('expired');
    const session = currentSession()?.token;
    xhr.setRequestHeader('device-token', deviceToken());
    if (session) xhr.setRequestHeader('x-xsrf-token', session);
    xhr.addEventListener('readystatechange', () => {
      if (xhr.readyState !== XMLHttpRequest.HEADERS_RECEIVED) return;
      const fresh = xhr.getResponseHeader('x-xsrf-token');
      if (fresh) replaceToken(fresh);
    });
  }

  private handleError(data: ErrorData, ErrorTypes: HlsClass['ErrorTypes']): void {
    if (this.destroyed) return;
    const status = data.response?.code;
    // The session was revoked (another device, a password change, staff): sign out as the API client does.
    if (status === 401) {
      this.destroy();
      if (currentSession()) clearSession('multiple-login');
      return;
    }
    // A refused URL (expired while the tab slept, or access withdrawn): ask again at once.
    if (status === 403 && !data.fatal) void this.refresh().catch(() => undefined);
    if (!data.fatal) return;
    if (data.type === ErrorTypes.MEDIA_ERROR && this.mediaRecoveries < MAX_MEDIA_RECOVERIES) {
      this.mediaRecoveries += 1;
      this.hls.recoverMediaError();
      return;
    }
    if (data.type === ErrorTypes.NETWORK_ERROR && this.networkRetries < MAX_NETWORK_RETRIES) {
      this.networkRetries += 1;
      const before = status === 403 ? this.refresh() : Promise.resolve();
      before.then(
        () => {
          if (this.destroyed) return;
          // Without a readable master playlist there is nothing to resume: the viewer may try again.
          if (!this.parsed) this.events.onFatal();
          else if (this.loading) this.hls.startLoad(this.video.currentTime);
        },
        (error: unknown) => {
          // A refusal has stopped playback already (onRefused).
          if (!this.destroyed && !isRefusal(error)) this.events.onFatal();
        },
      );
      return;
    }
    this.events.onFatal();
  }
}
