import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { RateLimits } from './lib/rate-limits';
import { responseSerializers } from './lib/response-serializers';
import { ThrottledLog } from './lib/throttled-log';
import { LocalDiskStorage } from './lib/storage';
import { Messenger } from './modules/messaging/messenger';
import { DevOutbox } from './modules/messaging/outbox';
import { SparrowSmsProvider, type SmsProvider } from './modules/messaging/sms-provider';
import { createIdentity, identityModule } from './modules/identity/identity.module';
import { shareInvalidations } from './modules/identity/identity-cache';
import { createMasterData, masterDataModule } from './modules/masterdata/masterdata.module';
import { createFighters, fightersModule } from './modules/fighters/fighters.module';
import { createEvents, eventsModule } from './modules/events/events.module';
import { BoutHistory } from './modules/events/bout-history';
import { accessModule, createAccess } from './modules/access/access.module';
import { commerceModule, createCommerce, passReminderTimer } from './modules/commerce/commerce.module';
import { createMedia, mediaModule } from './modules/media/media.module';
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
  const messenger = new Messenger({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, sms, outbox, log: app.log });
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
  const limits = new RateLimits(config.rateLimits, options.redis);
  const identity = createIdentity({ db: database.db, config, secret: options.secret, messenger, limits, brand });
  // Uploaded media, served at /media; the modules that store files (logos, fighter photos) share it.
  const storage = new LocalDiskStorage(config.mediaDir);
  const masterData = createMasterData({ db: database.db, storage, logoMaxBytes: config.uploads.logoMaxBytes });
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
    boutHistory: new BoutHistory(database.db),
    log: app.log,
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
    fightersChanged: () => fighters.directory.forget(),
    log: app.log,
  });
  // Durable background jobs (video processing now; payment reconciliation later), on the app's own database.
  const queue = new JobQueue(database, app.log);
  const access = createAccess(database.db);
  const media = createMedia({
    db: database.db,
    config,
    storage,
    queue,
    entitlements: access.entitlements,
    secret: options.secret,
    log: app.log,
  });
  const grants = access.grantsWith(media.titles);
  const commerce = createCommerce({
    db: database.db,
    titles: media.titles,
    entitlements: access.entitlements,
    secret: options.secret,
    publicUrl: config.server.publicUrl,
    // Offers are on the hub's and the event pages, each cached.
    productsChanged: () => {
      media.context.changed();
      events.calendar.forget();
    },
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
  const passReminders = passReminderTimer(commerce);
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
  });
  // Home rows list videos and showcases: a change to them drops the cached home at once.
  media.onChange(() => content.forget());
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
    await commerce.eventRefunds.resume();
    await media.start();
    commerce.reconciler.start();
    passReminders.start();
    fighters.start();
  });
  app.addHook('onClose', async () => {
    await commerce.reconciler.stop();
    await passReminders.stop();
    await fighters.stop();
    await media.stop();
    await queue.stop();
  });
  app.addHook('onClose', async () => messenger.close());
  if (options.redis) {
    const stopSharing = await shareInvalidations(identity.cache, options.redis);
    app.addHook('onClose', stopSharing);
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
      await api.register(identityModule, { identity });
      await api.register(masterDataModule, { masterData });
      await api.register(fightersModule, { fighters });
      await api.register(eventsModule, { events });
      await api.register(accessModule, { grants });
      await api.register(mediaModule, { media, rtmpUrl: config.live.rtmpPort ? config.live.rtmpUrl : null });
      await api.register(contentModule, { content });
      await api.register(commerceModule, { commerce });
      if (options.controlToken)
        await api.register(opsRoutes, { db: database.db, identity, controlToken: options.controlToken, config });
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaRoutes, { storage });
  await app.register(webPlugin, {
    config,
    pages: [fighters.directory.pages, events.calendar.pages, media.pages],
    pageCache,
    ...(options.webDist ? { distDir: options.webDist } : {}),
  });
  return app;
}
