import { randomBytes } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LivePage, LiveSettingsSchema, LiveStream, LiveViewers, Playback } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { firstFreeSlug, slugWords } from '../../../lib/slugs';
import type { Entitlements } from '../../access/entitlements';
import { eventSummaries } from '../../events/event-summaries';
import { broadcastDuringEvent } from '../../events/event-windows';
import { eventHeadlines } from '../../events/published';
import type { Principal } from '../../identity/sessions.service';
import { toVideoCard } from '../media.mapper';
import type { MediaContext } from '../media-context';
import { type Playable, type PlaybackService, viewerOf } from '../playback.service';
import type { VideoProcessing } from '../processing';
import { videosRepository as videos } from '../videos.repository';
import type { EventBus } from '../../../lib/event-bus';
import type { FileStorage } from '../../../lib/storage';
import type { AudienceStore } from './audience-store';
import { LadderSync } from './ladder-sync';
import { type LiveStreamRow, liveStreamsRepository as streams } from './live-streams.repository';
import { LiveTranscoder } from './live-transcoder';
import type { Publisher } from './rtmp-ingest';
import { offerFor } from '../../commerce/offers';

export type LiveSettings = z.output<typeof LiveSettingsSchema>;

export interface LiveOptions {
  /** Where live ladders and recordings are written (private; served through signed playback). */
  dir: string;
  /** The public RTMP address staff give the encoder; null when ingest is off. */
  rtmpUrl: string | null;
  /** The local ingest the transcoder reads from, once it listens. */
  ingestPort: () => number | null;
  /** Ends the transcoder's input (it reads the stream as a local player). */
  closePlayers: (streamKey: string) => void;
  /** This instance, as the owner of the broadcasts it receives. */
  instanceId: string;
  bus: EventBus;
  audience: AudienceStore;
  /** Where api instances read the ladders; `remote` when it is not `dir` itself (a bucket: the ingest copies). */
  storage: FileStorage;
  remote: boolean;
}

interface Broadcast {
  eventId: string;
  publisher: Publisher;
  transcoder: LiveTranscoder;
  outDir: string;
  bitrateKbps: number | null;
  sampler: NodeJS.Timeout;
  /** Its first segments are written (every instance was told). */
  playable: boolean;
  /** Copies the ladder to the bucket as it grows, when the ladders are read from one. */
  sync: LadderSync | undefined;
}

/** How often the incoming bitrate is measured, and the owner's heartbeat written. */
const SAMPLE_SECONDS = 2;
/** A broadcast whose owner has not beaten for this long has lost its ingest: a round ends it (decision 64). */
const HEARTBEAT_EXPIRY_SECONDS = 30;
const EXPIRY_ROUND_SECONDS = 10;
/** How often the audience is counted for its history (staff's chart of the last hour). */
const AUDIENCE_SAMPLE_MS = 60_000;

/** An event by id, as the live stream needs it (events' published headline), or undefined. */
async function findEvent(db: Db, eventId: string) {
  const events = eventHeadlines('event');
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}

/** What the live stream needs of its event: its name, address and state. */
type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/**
 * Events' live streams. An encoder pushes RTMP with the event's stream key; the ingest hands the stream to a
 * transcoder that writes adaptive HLS, played through the same signed playback as videos (LIVE_EVENT access).
 * When the broadcast ends its recording becomes the replay, processed like an upload. A provider's HLS address
 * may be used instead of a push: it plays while the event is LIVE.
 *
 * The state is in PostgreSQL (decision 64): the stream keys, and each broadcast's owner, the ingest instance that
 * receives it, with a heartbeat. An instance that starts ends nothing; a broadcast whose owner died is ended by a round
 * once its heartbeat expires. Every instance hears of a broadcast's changes through the bus (`live.changed`), and the
 * owner of one staff end elsewhere (`live.ending`). `broadcasts` holds the ones this instance receives.
 */
export class LiveStreams {
  private readonly keys = new Map<string, string>();
  private readonly broadcasts = new Map<string, Broadcast>();
  readonly audience: AudienceStore;
  private keysLoadedAt = 0;
  /** Runs once a minute while anyone watches or a broadcast is on air (see `sampleAudience`). */
  private audienceSampler: NodeJS.Timeout | undefined;

  constructor(
    private readonly context: MediaContext,
    private readonly playback: PlaybackService,
    private readonly entitlements: Entitlements,
    private readonly processing: VideoProcessing,
    private readonly options: LiveOptions,
  ) {
    this.audience = options.audience;
    playback.register('l', (eventId) => this.playable(eventId));
    playback.onFetch((claims, file) => {
      if (claims.kind !== 'l' || !file.endsWith('.m3u8')) return;
      this.audience.record(claims.id, claims.device);
      this.sampleAudience();
    });
    options.bus.on('live.changed', ({ eventId }) => {
      this.playback.forget('l', eventId);
      void this.loadKeys().catch(() => undefined);
    });
    options.bus.on('live.ending', ({ eventId }) => {
      const broadcast = this.broadcasts.get(eventId);
      if (!broadcast) return;
      broadcast.publisher.close();
      void this.finish(eventId);
    });
    context.queue.every('live.expire-broadcasts', EXPIRY_ROUND_SECONDS, () => this.expire());
  }

  /** Loads the stream keys (a key made on another instance is known here once loaded). */
  async load(): Promise<void> {
    await this.loadKeys();
  }

  /** Known keys are accepted; an unknown one makes the keys load again (the encoder's retry finds a new one). */
  accept(streamKey: string): boolean {
    if (this.keys.has(streamKey)) return true;
    if (Date.now() - this.keysLoadedAt > 2000) void this.loadKeys().catch(() => undefined);
    return false;
  }

  private async loadKeys(): Promise<void> {
    this.keysLoadedAt = Date.now();
    const rows = await streams.keys(this.context.db);
    this.keys.clear();
    for (const { eventId, streamKey } of rows) this.keys.set(streamKey, eventId);
  }

  /** Every instance forgets what it knew of the stream (playable, key). */
  private changed(eventId: string): void {
    this.options.bus.publish({ type: 'live.changed', eventId });
  }

  /** An encoder started (or came back within the reconnect window). */
  async started(publisher: Publisher): Promise<void> {
    const eventId = this.keys.get(publisher.streamKey);
    const port = this.options.ingestPort();
    if (!eventId || !port) return publisher.close();
    const current = this.broadcasts.get(eventId);
    if (current) {
      current.publisher = publisher;
      return;
    }
    const outputKey = `${eventId}/${randomBytes(6).toString('hex')}`;
    const claimed = await streams.claim(
      this.context.db,
      eventId,
      this.options.instanceId,
      new Date(Date.now() - HEARTBEAT_EXPIRY_SECONDS * 1000),
      { outputKey, startedAt: new Date(), endedAt: null, replayVideoId: null, bitrateKbps: null },
    );
    if (!claimed) {
      this.context.log.warn({ eventId }, 'live stream refused: another instance is receiving it');
      return publisher.close();
    }
    const outDir = path.join(this.options.dir, outputKey);
    await mkdir(outDir, { recursive: true });
    const transcoder = new LiveTranscoder(this.context.tools, this.context.log);
    let lastBytes = publisher.inBytes();
    const broadcast: Broadcast = {
      eventId,
      publisher,
      transcoder,
      outDir,
      bitrateKbps: null,
      sampler: setInterval(() => {
        const bytes = broadcast.publisher.inBytes();
        broadcast.bitrateKbps = Math.round(((bytes - lastBytes) * 8) / 1000 / SAMPLE_SECONDS);
        lastBytes = bytes;
        // The player may start once the first segments are written (and, with a bucket, copied there).
        void this.ladderReady(broadcast).then((ready) => {
          if (!ready || broadcast.playable) return;
          broadcast.playable = true;
          this.changed(eventId);
        });
        void this.beat(broadcast);
      }, SAMPLE_SECONDS * 1000),
      playable: false,
      sync: this.options.remote ? new LadderSync(this.options.storage, outDir, outputKey) : undefined,
    };
    broadcast.sampler.unref();
    this.broadcasts.set(eventId, broadcast);
    this.sampleAudience();
    this.changed(eventId);
    this.context.log.info({ eventId }, 'live stream started');
    try {
      await transcoder.start(`rtmp://127.0.0.1:${port}/live/${publisher.streamKey}`, outDir);
    } catch (error) {
      this.context.log.error({ err: error, eventId }, 'live stream could not be transcoded');
      publisher.close();
    }
  }

  /** The encoder is gone for good: the ladder is closed, and the recording becomes the replay. */
  async ended(streamKey: string): Promise<void> {
    const eventId = this.keys.get(streamKey);
    if (eventId) await this.finish(eventId);
  }

  /** Staff end the broadcast (the encoder is disconnected), here or on the instance receiving it. */
  async end(eventId: string): Promise<LiveStream> {
    const row = await this.stream(eventId);
    if (row.state !== 'LIVE') throw new AppError('HUBLVOF001');
    const broadcast = this.broadcasts.get(row.eventId);
    if (broadcast) {
      broadcast.publisher.close();
      await this.finish(row.eventId);
    } else {
      // Ended now for everyone; the owner, told, disconnects the encoder and makes the replay.
      await streams.save(this.context.db, row.eventId, { state: 'ENDED', endedAt: new Date() });
      this.options.bus.publish({ type: 'live.ending', eventId: row.eventId });
      this.changed(row.eventId);
    }
    return this.staffView(row.eventId);
  }

  /**
   * The instance stops: its broadcasts are left LIVE without an owner, so that an encoder that reconnects to
   * another ingest carries on; if none does, the heartbeat's expiry ends them.
   */
  async stop(): Promise<void> {
    await Promise.all(
      [...this.broadcasts.values()].map(async (broadcast) => {
        this.broadcasts.delete(broadcast.eventId);
        clearInterval(broadcast.sampler);
        this.options.closePlayers(broadcast.publisher.streamKey);
        await broadcast.transcoder.stop();
        await streams.release(this.context.db, broadcast.eventId, this.options.instanceId).catch(() => undefined);
      }),
    );
    clearInterval(this.audienceSampler);
    this.audienceSampler = undefined;
    this.audience.close?.();
  }

  /** Whether players may start: the master playlist is written (and, with a bucket, copied there). */
  private async ladderReady(broadcast: Broadcast): Promise<boolean> {
    if (!broadcast.sync) return LiveTranscoder.isPlayable(broadcast.outDir);
    return broadcast.sync.sync().catch((error: unknown) => {
      this.context.log.warn({ err: error, eventId: broadcast.eventId }, 'live ladder not copied');
      return false;
    });
  }

  /** The owner's heartbeat; an owner that lost the broadcast (ended elsewhere, or expired) closes it here. */
  private async beat(broadcast: Broadcast): Promise<void> {
    try {
      const owned = await streams.beat(
        this.context.db,
        broadcast.eventId,
        this.options.instanceId,
        broadcast.bitrateKbps,
      );
      if (!owned && this.broadcasts.get(broadcast.eventId) === broadcast) {
        broadcast.publisher.close();
        await this.finish(broadcast.eventId);
      }
    } catch (error) {
      this.context.log.warn({ err: error, eventId: broadcast.eventId }, 'live heartbeat not written');
    }
  }

  /** A round: ends the broadcasts whose owner's heartbeat expired, and makes their replays. */
  async expire(): Promise<void> {
    const ended = await streams.endExpired(this.context.db, new Date(Date.now() - HEARTBEAT_EXPIRY_SECONDS * 1000));
    for (const row of ended) {
      this.context.log.warn({ eventId: row.eventId }, 'live stream ended: its ingest stopped beating');
      this.changed(row.eventId);
      await this.replayOnce(row);
    }
  }

  /** A new stream key (the old one stops working at once). */
  async generateKey(eventId: string): Promise<LiveStream> {
    const event = await this.event(eventId);
    const previous = await streams.find(this.context.db, event.id);
    const streamKey = `${event.slug.slice(0, 24).replace(/-+$/, '')}-${randomBytes(12)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    await streams.save(this.context.db, event.id, { streamKey });
    if (previous?.streamKey) this.keys.delete(previous.streamKey);
    this.keys.set(streamKey, event.id);
    this.changed(event.id);
    return this.staffView(event.id);
  }

  async settings(eventId: string, settings: LiveSettings): Promise<LiveStream> {
    const event = await this.event(eventId);
    await streams.save(this.context.db, event.id, { access: settings.access, sourceUrl: settings.sourceUrl ?? null });
    this.changed(event.id);
    return this.staffView(event.id);
  }

  async staffView(eventId: string): Promise<LiveStream> {
    const event = await this.event(eventId);
    const row = await streams.find(this.context.db, event.id);
    // Received by some instance: LIVE, owned, and beating.
    const receiving =
      row?.state === 'LIVE' &&
      row.ingestInstance !== null &&
      row.heartbeatAt !== null &&
      Date.now() - row.heartbeatAt.getTime() < HEARTBEAT_EXPIRY_SECONDS * 1000;
    return {
      eventId: event.id,
      state: this.stateOf(event, row),
      access: row?.access ?? 'PAID',
      rtmpUrl: this.options.rtmpUrl,
      streamKey: row?.streamKey ?? null,
      sourceUrl: row?.sourceUrl ?? null,
      receiving,
      bitrateKbps: receiving ? (row.bitrateKbps ?? null) : null,
      viewers: await this.audience.count(event.id),
      startedAt: row?.startedAt?.toISOString() ?? null,
      endedAt: row?.endedAt?.toISOString() ?? null,
      replayVideoId: row?.replayVideoId ?? null,
    };
  }

  /** The stream's audience minute by minute over the last hour (every instance's, with Redis). */
  async viewers(eventId: string): Promise<LiveViewers> {
    const event = await this.event(eventId);
    return {
      items: (await this.audience.history(event.id)).map(({ at, viewers }) => ({
        at: new Date(at).toISOString(),
        viewers,
      })),
    };
  }

  /** The live page: countdown, player or replay. Drafts are not found. */
  async page(idOrSlug: string): Promise<LivePage> {
    const event = await this.publicEvent(idOrSlug);
    const [row, summaries] = await Promise.all([
      streams.find(this.context.db, event.id),
      eventSummaries(this.context.db, [event.id]),
    ]);
    const summary = summaries.get(event.id);
    if (!summary) throw new AppError('HUBEVNF001');
    const replay = row?.replayVideoId ? await videos.findWithCategory(this.context.db, row.replayVideoId) : undefined;
    return {
      event: summary,
      state: this.stateOf(event, row),
      hasStream: Boolean(row?.streamKey || row?.sourceUrl),
      access: row?.access ?? 'PAID',
      startedAt: row?.startedAt?.toISOString() ?? null,
      endedAt: row?.endedAt?.toISOString() ?? null,
      replay: replay && replay.status === 'READY' && replay.publication === 'PUBLISHED' ? toVideoCard(replay) : null,
      product: (row?.access ?? 'PAID') === 'PAID' ? await offerFor(this.context.db, 'LIVE_EVENT', event.id) : null,
    };
  }

  /** Playback of the live stream: our own ladder through signed URLs, or the provider's address. */
  async start(eventId: string, principal: Principal | undefined, deviceToken: string | undefined): Promise<Playback> {
    const row = await streams.find(this.context.db, eventId.toLowerCase());
    if (row?.sourceUrl) {
      const playable = await this.playable(row.eventId);
      if (!playable?.isPublic) throw new AppError('HUBLVNF001');
      if (!playable.ready) throw new AppError('HUBLVOF001');
      const decision = await this.entitlements.decide(viewerOf(principal), playable.target);
      if (!decision.allowed) throw new AppError(decision.code);
      return {
        manifestUrl: row.sourceUrl,
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        refreshInSeconds: 3600,
      };
    }
    return this.playback.start('l', eventId, principal, deviceToken, 'master.m3u8');
  }

  private async playable(eventId: string): Promise<Playable | undefined> {
    const [event, row] = await Promise.all([
      findEvent(this.context.db, eventId),
      streams.find(this.context.db, eventId),
    ]);
    if (!event || !row) return undefined;
    const state = this.stateOf(event, row);
    const ready =
      state === 'LIVE' &&
      (row.sourceUrl !== null ||
        (row.outputKey !== null && (await this.options.storage.has(`${row.outputKey}/master.m3u8`))));
    return {
      isPublic: event.publishedAt !== null,
      ready,
      location: row.outputKey,
      target: { content: { type: 'LIVE_EVENT', id: event.id }, access: row.access, coveredBy: [] },
    };
  }

  /** A pushed stream is LIVE while received; a provider's stream while staff have the event LIVE. */
  private stateOf(event: EventRow, row: LiveStreamRow | undefined): LiveStream['state'] {
    if (!row) return 'IDLE';
    if (row.sourceUrl && !row.streamKey) {
      if (event.status === 'LIVE') return 'LIVE';
      return event.status === 'COMPLETED' ? 'ENDED' : 'IDLE';
    }
    return row.state;
  }

  /**
   * Counts the audience now, then once a minute until nobody watches and no broadcast is on air; a viewer's playlist
   * request or a broadcast's start sets it going again.
   */
  private sampleAudience(): void {
    if (this.audienceSampler) return;
    const sample = () =>
      this.audience.sample([...this.broadcasts.keys()]).catch((error: unknown) => {
        this.context.log.warn({ err: error }, 'live audience not sampled');
        return true;
      });
    void sample();
    this.audienceSampler = setInterval(() => {
      void sample().then((again) => {
        if (again || !this.audienceSampler) return;
        clearInterval(this.audienceSampler);
        this.audienceSampler = undefined;
      });
    }, AUDIENCE_SAMPLE_MS);
    this.audienceSampler.unref();
  }

  /** Closes a broadcast: the transcoder finishes its playlists, and the recording is processed as the replay. */
  private async finish(eventId: string): Promise<void> {
    const broadcast = this.broadcasts.get(eventId);
    this.broadcasts.delete(eventId);
    if (broadcast) {
      clearInterval(broadcast.sampler);
      this.options.closePlayers(broadcast.publisher.streamKey);
      await broadcast.transcoder.stop();
      // The closed playlists (with their end) go to the bucket too.
      await broadcast.sync
        ?.sync()
        .catch((error: unknown) => this.context.log.warn({ err: error, eventId }, 'live ladder not copied'));
    }
    const row = await streams.save(this.context.db, eventId, {
      state: 'ENDED',
      endedAt: new Date(),
      ingestInstance: null,
      bitrateKbps: null,
    });
    this.changed(eventId);
    this.context.log.info({ eventId }, 'live stream ended');
    await this.replayOnce(row);
  }

  /** The broadcast's recording as its replay, unless it has one (a staff end elsewhere, then the owner's close). */
  private async replayOnce(row: LiveStreamRow): Promise<void> {
    if (!row.outputKey || row.replayVideoId) return;
    await this.replay(row).catch((error: unknown) =>
      this.context.log.error({ err: error, eventId: row.eventId }, 'the replay could not be queued'),
    );
  }

  /**
   * The recording becomes a video with the stream's access: published (it appears once processed) when the
   * broadcast ran during the event, else a draft for staff to publish or delete (a test push never reaches the
   * public pages).
   */
  private async replay(row: LiveStreamRow): Promise<void> {
    const recording = LiveTranscoder.recordingOf(path.join(this.options.dir, row.outputKey ?? ''));
    if (!(await stat(recording).catch(() => undefined))?.size) return;
    const event = await this.event(row.eventId);
    // Kept with the uploads (in the bucket with STORAGE=s3), where any worker reads it.
    const uploadId = await this.context.uploads.keep(recording, `replay-${randomBytes(12).toString('hex')}`);
    const title = `${event.name}: the replay`;
    const now = new Date();
    const published = broadcastDuringEvent(event, row.startedAt ?? now, row.endedAt ?? now);
    const video = await videos.insert(this.context.db, {
      title,
      slug: await firstFreeSlug(slugWords(title) || 'replay', (slug) => videos.slugTaken(this.context.db, slug)),
      access: row.access,
      eventId: event.id,
      replayOfEventId: event.id,
      publication: published ? 'PUBLISHED' : 'DRAFT',
      publishedAt: published ? now : null,
      uploadId,
    });
    await streams.save(this.context.db, row.eventId, { replayVideoId: video.id });
    await this.processing.enqueue(video.id, uploadId);
  }

  private async stream(eventId: string): Promise<LiveStreamRow> {
    const row = await streams.find(this.context.db, (await this.event(eventId)).id);
    if (!row) throw new AppError('HUBLVNF001');
    return row;
  }

  private async event(eventId: string): Promise<EventRow> {
    const event = await findEvent(this.context.db, eventId.toLowerCase());
    if (!event) throw new AppError('HUBEVNF001');
    return event;
  }

  private async publicEvent(idOrSlug: string): Promise<EventRow> {
    const isId = /^[0-9a-f-]{36}$/i.test(idOrSlug);
    const events = eventHeadlines('event');
    const [event] = await this.context.db
      .select()
      .from(events)
      .where(isId ? eq(events.id, idOrSlug.toLowerCase()) : eq(events.slug, idOrSlug));
    if (!event || !event.publishedAt) throw new AppError('HUBEVNF001');
    return event;
  }
}
