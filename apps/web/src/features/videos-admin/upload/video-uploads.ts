import { useSyncExternalStore } from 'react';
import { DetailedError, Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { ApiError } from '../../../lib/api-client';
import { deviceToken } from '../../../lib/device-token';
import { currentLanguage } from '../../../lib/language';
import { clearSession, currentSession, replaceToken } from '../../../lib/session';
import { SpeedMeter } from './upload-stats';

/** 5 MB a request: small enough that a dropped connection loses little, large enough to keep the pipe full. */
export const CHUNK_SIZE = 5 * 1024 * 1024;
/** Retries after a failed request, in milliseconds; then the upload waits for staff (or the network) to resume. */
export const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
/** How often the progress line is refreshed while bytes travel. */
const PUBLISH_MS = 500;

export type UploadPhase = 'uploading' | 'paused' | 'failed' | 'done';

/** One video's upload from this browser, as its screen shows it. */
export interface UploadState {
  videoId: string;
  fileName: string;
  phase: UploadPhase;
  sent: number;
  total: number;
  /** Bytes per second over the last seconds; null until measured. */
  speed: number | null;
  /** Where this run started (above 0 when it continued an earlier upload of the same file). */
  resumedAt: number;
  /** Why it stopped (phase 'failed'): an ApiError, status 0 when the network is gone. */
  error: ApiError | null;
  /** When the last byte arrived (phase 'done'), in milliseconds: the video's state fetched after it takes over. */
  finishedAt: number | null;
}

const listeners = new Set<() => void>();
const uploads = new Map<string, VideoUpload>();
let snapshot: ReadonlyMap<string, UploadState> = new Map();

function publish() {
  snapshot = new Map([...uploads].map(([id, upload]) => [id, upload.state]));
  for (const listener of listeners) listener();
  syncLeaveWarning();
}

/** The session's headers on every request (read each time: the token may have been refreshed meanwhile). */
function sign(request: HttpRequest) {
  const token = currentSession()?.token;
  request.setHeader('accept-language', currentLanguage());
  request.setHeader('device-token', deviceToken());
  if (token) request.setHeader('x-xsrf-token', token);
}

/** A tus failure as the API client's error: the refusal's code and message, or a network error. */
function asApiError(error: Error | DetailedError): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new ApiError(0, undefined, error.message);
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(response.getBody()) as typeof body;
  } catch {
    // tus's own refusals are plain text.
  }
  return new ApiError(status, body.code, body.message ?? (response.getBody() || error.message));
}

/** Our refusals (a JSON body with a code) will not change on retry; tus's 409 (offset mismatch) and 423 do. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  if (status === 0 || status >= 500 || status === 423 || status === 429) return navigator.onLine !== false;
  return status === 409 && asApiError(error).code === undefined;
}

class VideoUpload {
  state: UploadState;
  private readonly upload: Upload;
  private readonly meter = new SpeedMeter();
  private timer: number | undefined;
  private cancelled = false;

  constructor(
    readonly videoId: string,
    file: File,
    endpoint: string,
    private readonly onSettled: (state: UploadState) => void,
  ) {
    this.state = {
      videoId,
      fileName: file.name,
      phase: 'uploading',
      sent: 0,
      total: file.size,
      speed: null,
      resumedAt: 0,
      error: null,
      finishedAt: null,
    };
    let firstProgress = true;
    this.upload = new Upload(file, {
      endpoint,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata: { videoId, filename: file.name, filetype: file.type || 'application/octet-stream' },
      // One video's file: choosing the same file again (after a reload) for the same video continues it.
      fingerprint: async (chosen: File) =>
        ['ringside-video', videoId, chosen.name, chosen.type, chosen.size, chosen.lastModified].join('-'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: sign,
      onAfterResponse: (_request: HttpRequest, response: HttpResponse) => {
        const fresh = response.getHeader('x-xsrf-token');
        if (fresh) replaceToken(fresh);
      },
      onShouldRetry: shouldRetry,
      onProgress: (sent, total) => {
        // The first report of a run says where the server had got to.
        if (firstProgress) {
          firstProgress = false;
          this.state = { ...this.state, resumedAt: this.state.sent === 0 ? sent : this.state.resumedAt };
        }
        this.meter.add(Date.now(), sent);
        this.state = { ...this.state, sent, total };
      },
      onSuccess: () => {
        this.stopTicking();
        this.state = {
          ...this.state,
          phase: 'done',
          sent: this.state.total,
          speed: null,
          error: null,
          finishedAt: Date.now(),
        };
        publish();
        this.onSettled(this.state);
      },
      onError: (error) => {
        this.stopTicking();
        const failure = asApiError(error);
        if (failure.status === 401 && currentSession()) clearSession('multiple-login');
        this.state = { ...this.state, phase: 'failed', speed: null, error: failure };
        publish();
      },
    });
  }

  /** Looks for an earlier upload of this file for this video (this browser remembers it), then sends. */
  async begin(): Promise<void> {
    const previous = await this.upload.findPreviousUploads().catch(() => []);
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (this.cancelled) return;
    if (latest) this.upload.resumeFromPreviousUpload(latest);
    this.run();
  }

  run(): void {
    this.meter.reset();
    this.state = { ...this.state, phase: 'uploading', error: null, speed: null };
    publish();
    this.startTicking();
    this.upload.start();
  }

  pause(): void {
    this.stopTicking();
    void this.upload.abort();
    this.state = { ...this.state, phase: 'paused', speed: null };
    publish();
  }

  /** Stops and throws the partial file away on the server. */
  async cancel(): Promise<void> {
    this.cancelled = true;
    this.stopTicking();
    await this.upload.abort(true).catch(() => undefined);
  }

  private startTicking() {
    this.stopTicking();
    this.timer = window.setInterval(() => {
      this.state = { ...this.state, speed: this.meter.bytesPerSecond(Date.now()) };
      publish();
    }, PUBLISH_MS);
  }

  private stopTicking() {
    window.clearInterval(this.timer);
    this.timer = undefined;
  }
}

/**
 * Starts sending a video's file by the resumable upload (tus). The upload belongs to the page, not to a screen:
 * it goes on while staff move around the back office, and closing the tab asks first. `onSettled` runs when the
 * last byte has arrived.
 */
export function startVideoUpload(
  videoId: string,
  file: File,
  { endpoint, onSettled }: { endpoint: string; onSettled: (state: UploadState) => void },
): void {
  const running = uploads.get(videoId);
  if (running && running.state.phase === 'uploading') return;
  // The server answers uploads' addresses relative to the endpoint: it must be absolute to resolve them.
  const upload = new VideoUpload(videoId, file, new URL(endpoint, window.location.origin).href, onSettled);
  uploads.set(videoId, upload);
  publish();
  void upload.begin();
}

export function pauseVideoUpload(videoId: string): void {
  const upload = uploads.get(videoId);
  if (upload?.state.phase === 'uploading') upload.pause();
}

/** Continues a paused or failed upload where the server has got to. */
export function resumeVideoUpload(videoId: string): void {
  const upload = uploads.get(videoId);
  if (upload && (upload.state.phase === 'paused' || upload.state.phase === 'failed')) upload.run();
}

/** Stops the upload and removes what arrived of it. */
export async function cancelVideoUpload(videoId: string): Promise<void> {
  const upload = uploads.get(videoId);
  if (!upload) return;
  uploads.delete(videoId);
  publish();
  await upload.cancel();
}

/** Drops a finished upload once the video's own state has taken over. */
export function forgetVideoUpload(videoId: string): void {
  if (uploads.get(videoId)?.state.phase !== 'done') return;
  uploads.delete(videoId);
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This browser's upload of the video, if any. */
export function useVideoUpload(videoId: string | undefined): UploadState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (videoId ? snapshot.get(videoId) : undefined),
    () => undefined,
  );
}

// A network that comes back continues the uploads it interrupted.
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    for (const upload of uploads.values())
      if (upload.state.phase === 'failed' && upload.state.error?.isNetworkError) upload.run();
  });

/** Closing or reloading the tab while bytes travel asks first (the file would have to be chosen again). */
const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  event.returnValue = '';
};
let warning = false;
function syncLeaveWarning() {
  const sending = [...uploads.values()].some((upload) => upload.state.phase === 'uploading');
  if (sending === warning) return;
  warning = sending;
  if (sending) window.addEventListener('beforeunload', warnBeforeLeaving);
  else window.removeEventListener('beforeunload', warnBeforeLeaving);
}
