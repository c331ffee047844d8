import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { EventBus } from './lib/event-bus';
import { RateLimits } from './lib/rate-limits';
import { relayOverRedis } from './lib/redis-relay';
import { responseSerializers } from './lib/response-serializers';
import { ThrottledLog } from './lib/throttled-log';
import { storagesFor } from './lib/storages';
import { Messenger } from './modules/messaging/messenger';
import { DevOutbox } from './modules/messaging/outbox';
import { SparrowSmsProvider, type SmsProvider } from './modules/messaging/sms-provider';
import { createIdentity, identityModule } from './modules/identity/identity.module';
import { createMasterData, masterDataModule } from './modules/masterdata/masterdata.module';
import { createFighters, fightersModule } from './modules/fighters/fighters.module';
import { createEvents, eventsModule } from './modules/events/events.module';
import { RankingsService } from './modules/rankings/rankings.service';
import { rankingsRoutes } from './modules/rankings/rankings.routes';
import { TitleHistories } from './modules/rankings/titles.service';
import { BoutHistory } from './modules/events/bout-history';
import { accessModule, createAccess } from './modules/access/access.module';
import { commerceModule, createCommerce } from './modules/commerce/commerce.module';
import { createMedia, mediaModule } from './modules/media/media.module';
import { createFollowing } from './modules/following/following.module';
import { followingRoutes } from './modules/following/following.routes';
import { contentModule, createContent } from './modules/content/content.module';
import { JobQueue } from './jobs/queue';
import { mediaRoutes } from './modules/system/media.routes';
import { systemRoutes } from './modules/system/system.routes';
import { opsRoutes } from './modules/system/ops.routes';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { localizePlugin } from './plugins/localize';
import { inputGuardPlugin } from './plugins/input-guard';
import { type OverloadOptions, overloadPlugin } from './plugins/overload';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { answerCachePlugin } from './plugins/answer-cache';
import { publicCaches } from './public-caches';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Signs session tokens and one-time code digests. */
  secret: string;
  redis?: Redis;
  /** The built web app to serve; omitted in API tests. */
  webDist?: string;
  /** Lets a local script (create-admin) reach a server that owns the embedded database. */
  controlToken?: string;
  logger?: boolean | object;
  /** Overrides the configured load shedding (tests sample faster). */
  overload?: OverloadOptions;
}

/** The whole application; the server process and the tests build the same one. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.server.logLevel,
      redact: ['req.headers["x-xsrf-token"]', 'req.headers.authorization'],
    },
    trustProxy: config.server.trustProxy,
    // Signed playback tokens travel in the path (about 130 characters).
    routerOptions: { maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // The whole request must arrive within this time (a slow client cannot hold a connection forever); it
    // leaves room for a 5 MB upload chunk over a slow uplink.
    requestTimeout: config.server.requestTimeoutSeconds * 1000,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // Once shutdown starts, answers close their connection so that keep-alive clients cannot hold it open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks here and on every request's path: no promise per request (they count at the read ceiling).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializers(config.isProduction));

  const outbox = config.isProduction ? undefined : new DevOutbox();
  const sms: SmsProvider | undefined =
    config.sms.provider === 'sparrow'
      ? new SparrowSmsProvider({
          apiUrl: config.sms.apiUrl,
          token: config.sms.token ?? '',
          from: config.sms.from ?? '',
        })
      : undefined;
  // Durable background jobs and rounds (messages, video processing, refunds, the reconciler, sweeps), on the app's
  // database.
  const queue = new JobQueue(database, app.log, { work: config.roles.has('worker') });
  const messenger = new Messenger({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    sms,
    outbox,
    log: app.log,
    jobs: { queue, secret: options.secret, retries: config.messageRetries },
  });
  messenger.warnMissingGateways();
  // A connection lost between queries (a restarted or terminated backend) is logged, never fatal.
  const databaseLog = new ThrottledLog(app.log);
  database.onConnectionError((error) =>
    databaseLog.error('connection', { err: error }, 'database connection lost; it is replaced on the next query'),
  );
  const brand = {
    name: config.brand.name,
    primaryColor: config.brand.primaryColor,
    publicUrl: config.server.publicUrl,
  };
  const limits = new RateLimits(config.rateLimits, options.redis, config.redisPrefix);
  // What changed, heard by every cache of every instance (decision 62).
  const bus = new EventBus(app.log);
  // This process among the instances (the owner of the live broadcasts it receives).
  const instanceId = crypto.randomUUID();
  const identity = createIdentity({ db: database.db, config, secret: options.secret, messenger, limits, brand, bus });
  // Uploaded media, served at /media; the modules that store files (logos, fighter photos) share it.
  const storages = storagesFor(config);
  const storage = storages.media;
  const masterData = createMasterData({ db: database.db, storage, logoMaxBytes: config.uploads.logoMaxBytes, bus });
  // Built before the fighters, whose profiles show their places and reigns.
  const rankings = new RankingsService(database.db, masterData.reads, bus);
  const titles = new TitleHistories(database.db, masterData.reads, bus);
  const fighters = createFighters({
    db: database.db,
    storage,
    masterData: masterData.reads,
    messenger,
    brand: { ...brand, shortName: config.brand.shortName },
    identityCache: identity.cache,
    photoMaxBytes: config.uploads.photoMaxBytes,
    photoUploadsPerDay: config.uploads.photosPerDay,
    directoryCacheSeconds: config.directoryCacheSeconds,
    // Built apart from the events module, which needs the fighters' directory itself.
    profileReaders: { bouts: new BoutHistory(database.db, masterData.reads), rankings, titles },
    log: app.log,
    bus,
    queue,
  });
  const events = createEvents({
    db: database.db,
    storage,
    masterData: masterData.reads,
    messenger,
    brand: { ...brand, shortName: config.brand.shortName },
    secret: options.secret,
    posterMaxBytes: config.uploads.photoMaxBytes,
    eventCacheSeconds: config.eventCacheSeconds,
    log: app.log,
    bus,
  });
  const access = createAccess(database.db, bus);
  const media = createMedia({
    db: database.db,
    config,
    storage,
    streams: storages.streams,
    live: storages.live,
    liveIsRemote: storages.liveIsRemote,
    queue,
    entitlements: access.entitlements,
    secret: options.secret,
    log: app.log,
    bus,
    instanceId,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  const grants = access.grantsWith(media.titles);
  const commerce = createCommerce({
    db: database.db,
    titles: media.titles,
    entitlements: access.entitlements,
    secret: options.secret,
    publicUrl: config.server.publicUrl,
    bus,
    log: app.log,
    messenger,
    brand,
    reconcile: {
      intervalSeconds: config.payments.reconcileSeconds,
      graceSeconds: config.payments.graceSeconds,
      batch: 50,
    },
    payments: config.payments,
    invoices: config.invoices,
    queue,
    ticketsIssued: (purchase) => events.entries.attendance.sendPurchased(purchase.id),
  });
  // A cancellation's refund lines are written with it; their job is queued once it commits.
  events.calendar.whenCancelled((eventId) => {
    commerce.eventRefunds
      .enqueue(eventId)
      .catch((error: unknown) => app.log.error({ err: error, eventId }, 'refunds not queued; queued at next start'));
  });
  const content = createContent({
    db: database.db,
    storage,
    catalog: media.catalog,
    imageMaxBytes: config.uploads.photoMaxBytes,
    cacheSeconds: config.homeCacheSeconds,
    log: app.log,
    bus,
  });
  const following = createFollowing({
    db: database.db,
    queue,
    messenger,
    bus,
    brand,
    secret: options.secret,
    log: app.log,
    alerts: config.alerts,
    dataDir: config.dataDir,
    isProduction: config.isProduction,
  });
  const { answers, pageCache } = publicCaches(config, {
    directory: fighters.directory,
    events: events.calendar.public,
    videos: media.catalog,
    home: content.home,
  });
  // Workers start once every module has registered its queues, and stop before the database closes.
  app.addHook('onReady', async () => {
    await media.prepare();
    await queue.start();
    if (config.roles.has('worker')) await commerce.eventRefunds.resume();
    await media.start();
  });
  app.addHook('onClose', async () => {
    await media.stop();
    await queue.stop();
  });
  app.addHook('onClose', async () => messenger.close());
  if (options.redis) {
    const stopRelay = await relayOverRedis(bus, options.redis, { prefix: config.redisPrefix, log: app.log });
    app.addHook('onClose', stopRelay);
  }

  await app.register(errorsPlugin);
  await app.register(localizePlugin);
  await app.register(overloadPlugin, options.overload ?? config.overload);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cors, { origin: false, exposedHeaders: ['x-xsrf-token'] });
  await app.register(multipart, {
    limits: { fileSize: Math.max(config.uploads.logoMaxBytes, config.uploads.photoMaxBytes), files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  await app.register(authPlugin, { sessions: identity.sessions });
  await app.register(answerCachePlugin, { caches: answers });
  await app.register(openapiPlugin, { title: config.brand.name });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        config,
        database,
        transports: messenger.transports,
        ...(outbox ? { outbox } : {}),
      });
      // An instance without the api role (a worker, an ingest) answers its health alone (decision 65).
      if (!config.roles.has('api')) return;
      await api.register(identityModule, { identity });
      await api.register(masterDataModule, { masterData });
      await api.register(fightersModule, { fighters });
      await api.register(eventsModule, { events });
      await api.register(rankingsRoutes, { rankings, titles });
      await api.register(accessModule, { grants });
      await api.register(mediaModule, { media, rtmpUrl: config.live.rtmpPort ? config.live.rtmpUrl : null });
      await api.register(contentModule, { content });
      await api.register(commerceModule, { commerce });
      await api.register(followingRoutes, { following: following.service });
      if (options.controlToken)
        await api.register(opsRoutes, { db: database.db, identity, controlToken: options.controlToken, config });
    },
    { prefix: '/api/v1' },
  );
  if (!config.roles.has('api')) return app;
  await app.register(mediaRoutes, { storage });
  await app.register(webPlugin, {
    config,
    pages: [fighters.directory.pages, events.calendar.pages, media.pages],
    pageCache,
    ...(options.webDist ? { distDir: options.webDist } : {}),
  });
  return app;
}
