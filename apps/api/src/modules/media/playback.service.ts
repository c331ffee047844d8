import type { Playback as PlaybackAnswer } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TimedCache } from '../../lib/timed-cache';
import type { Entitlements, Viewer, WatchTarget } from '../access/entitlements';
import type { Principal } from '../identity/sessions.service';
import { type PlaybackClaims, type PlaybackKind, type PlaybackTokens, deviceDigest } from './playback-tokens';
import { videosRepository as videos } from './videos.repository';

/** What a stream request may read: the storage prefix of its files, and who may watch them. */
export interface Playable {
  /** False for a draft or unfinished video: only staff with DASHBOARD may play it (a preview). */
  isPublic: boolean;
  ready: boolean;
  /** Where the files are (a storage prefix for videos, a folder for live streams). */
  location: string | null;
  target: WatchTarget;
  /** A video's length, when known (live streams have none). */
  durationSeconds?: number | null;
}

/** Finds what a token of one kind points at (videos here; the live module adds events). */
export type PlayableSource = (id: string) => Promise<Playable | undefined>;

/** How long what a video is (access, files, showcases) is kept for stream requests: edits show within this. */
const PLAYABLE_SECONDS = 30;

export const viewerOf = (principal: Principal | undefined): Viewer => ({
  customerId: principal?.customerId ?? null,
  permissions: principal?.permissions ?? [],
});

/**
 * Signed playback. The playback call decides access once and answers a short-lived URL signed for this customer
 * (or anonymous browser) and device; every playlist and segment request under it is checked again: the
 * signature, the expiry, the request's own session and device, and access (decided within half a minute, so a
 * revoked grant or device stops playback within a minute).
 */
export class PlaybackService {
  private readonly sources = new Map<PlaybackKind, PlayableSource>();
  private readonly listeners: ((claims: PlaybackClaims, file: string) => void)[] = [];
  private readonly playables = new TimedCache<Playable | null>({ ttlMs: PLAYABLE_SECONDS * 1000, maxEntries: 10_000 });

  constructor(
    private readonly tokens: PlaybackTokens,
    private readonly entitlements: Entitlements,
    private readonly tokenSeconds: number,
    db: Db,
  ) {
    this.sources.set('v', (id) => videoPlayable(db, id));
  }

  /** The live module registers its streams here. */
  register(kind: PlaybackKind, source: PlayableSource): void {
    this.sources.set(kind, source);
  }

  /** Hears every authorised playlist or segment fetch (the live audience counts its viewers this way). */
  onFetch(listener: (claims: PlaybackClaims, file: string) => void): void {
    this.listeners.push(listener);
  }

  fetched(claims: PlaybackClaims, file: string): void {
    for (const listener of this.listeners) listener(claims, file);
  }

  /** A video or stream changed: stream requests see it at once on this instance. */
  forget(kind: PlaybackKind, id: string): void {
    this.playables.delete(`${kind}:${id}`);
  }

  /** The playback call: decides access and answers the signed manifest URL. */
  async start(
    kind: PlaybackKind,
    id: string,
    principal: Principal | undefined,
    deviceToken: string | undefined,
    manifest: string,
  ): Promise<PlaybackAnswer> {
    if (!deviceToken) throw new AppError('HUBGNDV001');
    const viewer = viewerOf(principal);
    await this.allowed(kind, id, principal, 'fresh');
    const expiresAt = Math.floor(Date.now() / 1000) + this.tokenSeconds;
    const token = this.tokens.issue({
      kind,
      id: id.toLowerCase(),
      customerId: viewer.customerId,
      device: deviceDigest(deviceToken),
      expiresAt,
    });
    return {
      manifestUrl: `/api/v1/play/${token}/${manifest}`,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      // Well before the expiry, so that a slow connection still swaps in time.
      refreshInSeconds: Math.max(10, Math.floor(this.tokenSeconds * 0.6)),
    };
  }

  /**
   * Whether this viewer may play it now: what it is, or the refusal the playback call gives (not found, not ready,
   * sign in, no access). `read` 'cached' takes what stream requests use (at most half a minute old).
   */
  async allowed(
    kind: PlaybackKind,
    id: string,
    principal: Principal | undefined,
    read: 'fresh' | 'cached',
  ): Promise<Playable> {
    const viewer = viewerOf(principal);
    const playable = await (read === 'fresh'
      ? this.fresh(kind, id.toLowerCase())
      : this.cached(kind, id.toLowerCase()));
    if (!playable || (!playable.isPublic && !viewer.permissions.includes('DASHBOARD')))
      throw new AppError(kind === 'v' ? 'HUBVDNF001' : 'HUBLVNF001');
    if (!playable.ready || !playable.location) throw new AppError(kind === 'v' ? 'HUBPBNR001' : 'HUBLVOF001');
    const decision = await this.entitlements.decide(viewer, playable.target);
    if (!decision.allowed) throw new AppError(decision.code);
    return playable;
  }

  /** Checks one playlist or segment request; answers where its files are. */
  async authorize(
    token: string,
    principal: Principal | undefined,
    deviceToken: string | undefined,
  ): Promise<{ claims: PlaybackClaims; location: string }> {
    const claims = this.tokens.verify(token);
    // Made only when refused: an error's stack costs more than the rest of a playlist request.
    const refused = () => new AppError('HUBPBTK001');
    if (!claims || claims.expiresAt * 1000 <= Date.now()) throw refused();
    if (!deviceToken || deviceDigest(deviceToken) !== claims.device) throw refused();
    // Signed for a customer: only that customer's own, live session may fetch (a revoked one is 401 before this).
    if (claims.customerId && principal?.customerId !== claims.customerId) throw refused();
    const playable = await this.cached(claims.kind, claims.id);
    const viewer = viewerOf(principal);
    if (!playable?.location || (!playable.isPublic && !viewer.permissions.includes('DASHBOARD'))) throw refused();
    const decision = await this.entitlements.decide(viewer, playable.target);
    if (!decision.allowed) throw new AppError(decision.code);
    return { claims, location: playable.location };
  }

  private async fresh(kind: PlaybackKind, id: string): Promise<Playable | undefined> {
    const source = this.sources.get(kind);
    const playable = source ? await source(id) : undefined;
    this.playables.put(`${kind}:${id}`, playable ?? null);
    return playable;
  }

  private async cached(kind: PlaybackKind, id: string): Promise<Playable | undefined> {
    const hit = this.playables.get(`${kind}:${id}`);
    return hit === undefined ? this.fresh(kind, id) : (hit ?? undefined);
  }
}

/** A video as playback sees it: its files, and the showcases and event whose grants also open it. */
async function videoPlayable(db: Db, id: string): Promise<Playable | undefined> {
  const video = await videos.find(db, id);
  if (!video) return undefined;
  const showcases = await videos.showcasesOf(db, video.id, false);
  return {
    isPublic: video.publication === 'PUBLISHED' && video.status === 'READY',
    ready: video.status === 'READY',
    location: video.streamKey,
    durationSeconds: video.durationSeconds,
    target: {
      content: { type: 'VIDEO', id: video.id },
      access: video.access,
      coveredBy: [
        ...showcases.map((showcase) => ({ type: 'SHOW_CASE' as const, id: showcase.id })),
        ...(video.replayOfEventId ? [{ type: 'LIVE_EVENT' as const, id: video.replayOfEventId }] : []),
      ],
    },
  };
}
