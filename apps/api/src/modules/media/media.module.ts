import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../lib/storage';
import { liveDirOf } from '../../lib/storages';
import type { Entitlements } from '../access/entitlements';
import { VideoCatalog } from './catalog.service';
import { Categories } from './categories.service';
import { MediaContentTitles } from './content-titles';
import { ffmpegVersion } from './ffmpeg';
import { mediaAdminRoutes } from './media.admin.routes';
import type { MediaContext } from './media-context';
import { mediaPublicRoutes } from './media.public.routes';
import { PlaybackService } from './playback.service';
import { PlaybackTokens } from './playback-tokens';
import { VideoProcessing } from './processing';
import { Showcases } from './showcases.service';
import { streamRoutes } from './stream.routes';
import { EdgeLinks } from './edge-links';
import { VideoUploads, uploadRoutes } from './uploads/upload-server';
import { uploadFilesFor } from './uploads/upload-files';
import { videoPages } from './video-pages';
import { VideoLibrary } from './videos.service';
import { LiveStreams } from './live/live.service';
import { MemoryAudience, RedisAudience } from './live/audience-store';
import { liveRoutes } from './live/live.routes';
import { RtmpIngest } from './live/rtmp-ingest';
import { FanLibrary } from './library';
import { UpNext } from './up-next';
import { WatchPositions } from './watch-positions.service';
import { watchingRoutes } from './watching.routes';

export interface MediaDeps {
  db: Db;
  config: AppConfig;
  /** Public media (/media): posters and images. */
  storage: FileStorage;
  /** The videos' HLS ladders (private; served through signed playback). */
  streams: FileStorage;
  /** Where live ladders are read (the ingest's folder, or a bucket it copies them to). */
  live: FileStorage;
  liveIsRemote: boolean;
  queue: JobQueue;
  entitlements: Entitlements;
  /** Signs playback URLs (with a purpose label of its own). */
  secret: string;
  log: FastifyBaseLogger;
  bus: EventBus;
  /** This instance, as the owner of the live broadcasts it receives. */
  instanceId: string;
  /** Counts live viewers across instances; without it, each instance counts its own. */
  redis?: Redis;
}

/**
 * The video hub: categories, videos (resumable upload, processing to adaptive HLS), showcases, and signed
 * playback gated by the entitlement service.
 */
export function createMedia(deps: MediaDeps) {
  const { config } = deps;
  const context: MediaContext = {
    db: deps.db,
    storage: deps.storage,
    streams: deps.streams,
    queue: deps.queue,
    tools: { ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath, preset: config.video.preset },
    uploadDir: config.video.uploadDir,
    uploads: uploadFilesFor(config, config.video.uploadExpiryHours),
    uploadMaxBytes: config.video.uploadMaxBytes,
    posterMaxBytes: config.uploads.photoMaxBytes,
    log: deps.log,
    ffmpeg: { version: null },
    changed: () => deps.bus.publish({ type: 'videos.changed' }),
  };
  const catalog = new VideoCatalog(context, config.videoCacheSeconds);
  // Every instance's hub pages: the videos' own changes, and offers (the hub's pages carry them).
  deps.bus.on('videos.changed', () => catalog.forget());
  deps.bus.on('products.changed', () => catalog.forget());
  const processing = new VideoProcessing(context);
  const playback = new PlaybackService(
    new PlaybackTokens(deps.secret),
    deps.entitlements,
    config.video.playbackTokenSeconds,
    deps.db,
  );
  const liveDir = liveDirOf(config);
  let ingestPort: number | null = null;
  const live = new LiveStreams(context, playback, deps.entitlements, processing, {
    dir: liveDir,
    rtmpUrl: config.live.rtmpPort ? config.live.rtmpUrl : null,
    ingestPort: () => ingestPort,
    closePlayers: (streamKey: string): void => ingest?.closePlayers(streamKey),
    instanceId: deps.instanceId,
    bus: deps.bus,
    audience: deps.redis ? new RedisAudience(deps.redis, config.redisPrefix) : new MemoryAudience(),
    storage: deps.live,
    remote: deps.liveIsRemote,
  });
  // Declared after `live`, whose callbacks reach it only once the server runs.
  const ingest =
    config.live.rtmpPort && config.roles.has('ingest')
      ? new RtmpIngest(
          {
            port: config.live.rtmpPort,
            host: config.live.rtmpHost,
            reconnectSeconds: config.live.reconnectSeconds,
            timeoutMs: config.live.rtmpTimeoutSeconds * 1000,
            perAddress: config.live.rtmpConnectionsPerAddress,
          },
          {
            accept: (key) => live.accept(key),
            started: (publisher) => void live.started(publisher),
            ended: (key) => void live.ended(key),
          },
          deps.log,
        )
      : undefined;
  const uploads = new VideoUploads(context, processing, {
    maxBytes: config.video.uploadMaxBytes,
    freeSpaceMarginBytes: config.video.uploadFreeSpaceMarginBytes,
  });
  return {
    context,
    catalog,
    processing,
    playback,
    library: new VideoLibrary(context, processing),
    categories: new Categories(context),
    showcases: new Showcases(context),
    titles: new MediaContentTitles(deps.db),
    positions: new WatchPositions(deps.db, playback),
    upNext: new UpNext(deps.db),
    fanLibrary: new FanLibrary(deps.db),
    live,
    liveStorage: deps.live,
    /** Segment links checked at the edge, when EDGE_SECRET is set (decision 66). */
    edge: config.video.edge
      ? new EdgeLinks(config.video.edge.secret, config.video.edge.seconds, config.video.edge.baseUrl)
      : null,
    /** The port encoders push to, once listening (null when RTMP ingest is off). */
    ingestPort: () => ingestPort,
    uploads,
    /** The metadata and sitemap entries of the hub's public pages (videos, categories, showcases). */
    pages: videoPages(deps.db, {
      name: config.brand.name,
      shortName: config.brand.shortName,
      publicUrl: config.server.publicUrl,
    }),
    /** Finds ffmpeg: before the job queue starts, so that no job runs thinking it is missing. */
    async prepare(): Promise<void> {
      context.ffmpeg.version = (await ffmpegVersion(context.tools)) ?? null;
      if (!context.ffmpeg.version)
        deps.log.warn('ffmpeg was not found: uploaded videos cannot be processed until it is installed');
    },
    /** Once the queue runs: sweeps expired uploads, ends broadcasts left live, listens for encoders. */
    async start(): Promise<void> {
      uploads.startSweeper();
      await live.load();
      if (ingest) {
        try {
          ingestPort = await ingest.start();
        } catch (error) {
          // The site works without live ingest; staff see no RTMP address.
          deps.log.error({ err: error }, `RTMP ingest could not listen on port ${config.live.rtmpPort}`);
        }
      }
    },
    async stop(): Promise<void> {
      await uploads.stopSweeper();
      ingest?.stop();
      await live.stop();
    },
  };
}

export type Media = ReturnType<typeof createMedia>;

export const mediaModule: FastifyPluginAsync<{ media: Media; rtmpUrl: string | null }> = async (
  app,
  { media, rtmpUrl },
) => {
  await app.register(mediaPublicRoutes, {
    catalog: media.catalog,
    showcases: media.showcases,
    playback: media.playback,
  });
  await app.register(mediaAdminRoutes, {
    context: media.context,
    categories: media.categories,
    library: media.library,
    showcases: media.showcases,
    rtmpUrl,
  });
  await app.register(uploadRoutes, { server: media.uploads.server, maxBytes: media.context.uploadMaxBytes });
  await app.register(streamRoutes, {
    playback: media.playback,
    storages: { v: media.context.streams, l: media.liveStorage },
    edge: media.edge,
  });
  await app.register(liveRoutes, { live: media.live });
  await app.register(watchingRoutes, { positions: media.positions, upNext: media.upNext, library: media.fanLibrary });
};
