import path from 'node:path';
import { passwordPolicyProblems } from '@ringside/contract';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once from the environment. Nothing else reads process.env.
 * A bad value stops the server with a message naming the variable (see loadConfig).
 */
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'yes'].includes(value));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = (protocols: RegExp) =>
  optionalText.pipe(z.url({ protocol: protocols, error: 'must be a URL' }).optional());

/**
 * A gateway's settings: all of them (the gateway is on), or none (off). Some but not all is a mistake worth
 * stopping for: a half-configured gateway would fail on the first payment instead of at start.
 */
function group<T extends Record<string, string | undefined>>(
  prefix: string,
  values: T,
  problems: string[],
): { [K in keyof T]: string } | undefined {
  const missing = Object.entries(values).filter(([, value]) => !value);
  if (missing.length === Object.keys(values).length) return undefined;
  if (missing.length > 0) {
    problems.push(
      `${prefix}_*: set all of the gateway's settings or none (missing: ${missing.map(([key]) => `${prefix}_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`).join(', ')})`,
    );
    return undefined;
  }
  return values as { [K in keyof T]: string };
}

/** Stripe's API elsewhere than api.stripe.com (stripe-mock, or a test's fake): the SDK takes host, port, protocol. */
function stripeApi(url: string | undefined) {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    apiHost: parsed.hostname,
    apiPort: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    apiProtocol: protocol,
  };
}

/** What an instance runs (decision 65): HTTP, the job workers and rounds, the RTMP ingest. */
export const ROLES = ['api', 'worker', 'ingest'] as const;
export type Role = (typeof ROLES)[number];

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATABASE_CONNECT_RETRY_SECONDS: int(120, 0, 24 * 3600),
  LISTEN_BACKLOG: int(4096, 1, 65535),
  REQUEST_TIMEOUT_SECONDS: int(300, 1, 3600),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: int(1000, 0),
  OVERLOAD_MAX_HEAP_MB: int(0, 0),
  PUBLIC_URL: optionalUrl(/^https?$/),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((value) => [...new Set(value.split(',').map((role) => role.trim().toLowerCase()))].filter(Boolean))
    .pipe(z.array(z.enum(ROLES), 'must be a list of api, worker and ingest').min(1, 'must name at least one role')),
  REDIS_URL: optionalUrl(/^rediss?$/),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .default('ringside'),

  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_MINUTES: int(7 * 24 * 60, 1),
  SESSION_MAX_DEVICES: int(2, 1, 100),
  SESSION_CACHE_SECONDS: int(30, 0, 3600),
  SESSION_ROTATION_GRACE_SECONDS: int(60, 0, 3600),
  DIRECTORY_CACHE_SECONDS: int(15, 0, 3600),
  EVENT_CACHE_SECONDS: int(15, 0, 3600),
  VIDEO_CACHE_SECONDS: int(15, 0, 3600),
  PROFILE_CACHE_SECONDS: int(15, 0, 3600),
  HOME_CACHE_SECONDS: int(15, 0, 3600),
  PAGE_CACHE_SECONDS: int(15, 0, 3600),
  PAYMENT_RECONCILE_SECONDS: int(60, 5, 3600),
  PAYMENT_GRACE_SECONDS: int(60, 0, 3600),
  EVENT_REFUND_PACE_MS: int(200, 0, 60_000),
  PAYMENT_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  ESEWA_PRODUCT_CODE: optionalText,
  ESEWA_SECRET_KEY: optionalText,
  ESEWA_FORM_URL: z.url().default('https://rc-epay.esewa.com.np/api/epay/main/v2/form'),
  ESEWA_STATUS_URL: z.url().default('https://rc.esewa.com.np/api/epay/transaction/status/'),
  KHALTI_SECRET_KEY: optionalText,
  KHALTI_BASE_URL: z.url().default('https://dev.khalti.com/api/v2'),
  CONNECT_IPS_MERCHANT_ID: optionalText,
  CONNECT_IPS_APP_ID: optionalText,
  CONNECT_IPS_APP_NAME: optionalText,
  CONNECT_IPS_APP_PASSWORD: optionalText,
  CONNECT_IPS_PRIVATE_KEY_FILE: optionalText,
  CONNECT_IPS_BASE_URL: z.url().default('https://uat.connectips.com'),
  IME_PAY_MERCHANT_CODE: optionalText,
  IME_PAY_MODULE: optionalText,
  IME_PAY_API_USER: optionalText,
  IME_PAY_API_PASSWORD: optionalText,
  IME_PAY_BASE_URL: z.url().default('https://stg.imepay.com.np:7979'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl(/^https?$/),

  PASSWORD_MIN_LENGTH: int(8),
  PASSWORD_MAX_LENGTH: int(64),
  PASSWORD_MIN_UPPERCASE: int(1),
  PASSWORD_MIN_NUMERICS: int(1),
  PASSWORD_MIN_SPECIAL: int(1),

  OTP_TTL_SECONDS: int(600, 30),
  OTP_MAX_ATTEMPTS: int(5, 1, 100),
  OTP_RESEND_SECONDS: int(60, 0),

  RATE_LIMIT_WINDOW_SECONDS: int(900, 1),
  RATE_LIMIT_SIGN_IN_PER_IP: int(300, 1),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: int(10, 1),
  RATE_LIMIT_SIGN_UP_PER_IP: int(20, 1),
  RATE_LIMIT_CODES_PER_IP: int(20, 1),
  RATE_LIMIT_CODES_PER_ACCOUNT: int(5, 1),
  RATE_LIMIT_CHECK_STATUS_PER_IP: int(100, 1),

  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().default('Summit Fighting Championship <no-reply@sfc.example>'),
  MESSAGE_RETRIES: int(5, 0, 20),
  MESSAGE_RETRY_SECONDS: int(10, 1, 3600),
  SMS_PROVIDER: z.enum(['none', 'sparrow']).default('none'),
  SMS_API_URL: z.url().default('https://api.sparrowsms.com/v2/sms/'),
  SMS_TOKEN: optionalText,
  SMS_FROM: optionalText,
  ALERT_SMS_PER_DAY: int(3, 0, 50),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),

  BUSINESS_PAN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{9}$/, 'must be the 9 digits of a Nepali PAN')
      .optional(),
  ),
  BUSINESS_NAME: optionalText,
  BUSINESS_ADDRESS: optionalText,
  VAT_RATE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be from 0 to 100')
    .max(100, 'must be from 0 to 100')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'must have at most two decimals')
    .default(13),

  BRAND_NAME: z.string().min(1).default('Summit Fighting Championship'),
  BRAND_SHORT_NAME: z.string().min(1).default('SFC'),
  BRAND_TAGLINE: z.string().default("Nepal's home of mixed martial arts"),
  BRAND_DESCRIPTION: z
    .string()
    .default(
      'The official platform of Summit Fighting Championship: live events, fight videos, fighter profiles and fighter stats.',
    ),
  BRAND_TAGLINE_NE: z.string().default('नेपालमा मिक्स्ड मार्सल आर्ट्सको घर'),
  BRAND_DESCRIPTION_NE: z
    .string()
    .default('समिट फाइटिङ च्याम्पियनसिपको आधिकारिक प्लेटफर्म: प्रत्यक्ष कार्यक्रम, फाइट भिडियो, फाइटरका प्रोफाइल र तथ्याङ्क।'),
  BRAND_LOGO_URL: optionalText,
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #000000')
    .default('#000000'),
  CONTACT_EMAIL: optionalText,
  CONTACT_PHONE: optionalText,
  PRIVACY_POLICY_URL: z.string().default('/privacy'),
  TERMS_URL: z.string().default('/terms'),
  SOCIAL_FACEBOOK_URL: optionalUrl(/^https$/),
  SOCIAL_INSTAGRAM_URL: optionalUrl(/^https$/),
  SOCIAL_YOUTUBE_URL: optionalUrl(/^https$/),
  SOCIAL_TIKTOK_URL: optionalUrl(/^https$/),
  SOCIAL_X_URL: optionalUrl(/^https$/),

  LOGO_MAX_BYTES: int(2 * 1024 * 1024, 1024),
  PHOTO_MAX_BYTES: int(5 * 1024 * 1024, 1024),
  PHOTO_UPLOADS_PER_DAY: int(20, 1, 10_000),
  MEDIA_DIR: optionalText,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),

  VIDEO_DIR: optionalText,
  UPLOAD_DIR: optionalText,
  UPLOAD_MAX_BYTES: int(5 * 1024 ** 3, 1024 * 1024, 100 * 1024 ** 3),
  UPLOAD_EXPIRY_HOURS: int(24, 1, 30 * 24),
  UPLOAD_FREE_SPACE_MARGIN_BYTES: int(1024 ** 3),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  TRANSCODE_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
    .default('veryfast'),
  PLAYBACK_TOKEN_SECONDS: int(300, 30, 3600),
  EDGE_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  EDGE_LINK_SECONDS: int(600, 60, 24 * 3600),
  EDGE_BASE_URL: optionalUrl(/^https?$/),
  LIVE_RTMP_PORT: int(1935, 0, 65535),
  LIVE_RTMP_HOST: z.string().default('0.0.0.0'),
  LIVE_RTMP_URL: optionalText,
  LIVE_RECONNECT_SECONDS: int(300, 0, 600),
  LIVE_RTMP_TIMEOUT_SECONDS: int(10, 1, 600),
  LIVE_RTMP_CONNECTIONS_PER_ADDRESS: int(5, 1, 1000),

  DEMO_SEED: z.enum(['auto', 'true', 'false']).default('auto'),
  DEMO_ADMIN_EMAIL: z.email().default('admin@sfc.example'),
  DEMO_ADMIN_PASSWORD: z.string().min(8).default('Summit@2026'),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty variables count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got "${present[String(issue.path[0])]}")`,
      ),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];

  const passwordPolicy = {
    minLength: e.PASSWORD_MIN_LENGTH,
    maxLength: e.PASSWORD_MAX_LENGTH,
    minUppercase: e.PASSWORD_MIN_UPPERCASE,
    minNumerics: e.PASSWORD_MIN_NUMERICS,
    minSpecial: e.PASSWORD_MIN_SPECIAL,
  };
  for (const problem of passwordPolicyProblems(passwordPolicy))
    problems.push(`PASSWORD_*: the password policy is inconsistent: ${problem}`);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET)
    problems.push('SESSION_SECRET: required in production (at least 32 random characters)');
  if (e.SMS_PROVIDER !== 'none' && !e.SMS_TOKEN) problems.push('SMS_TOKEN: required when SMS_PROVIDER is set');
  if (e.SMS_PROVIDER !== 'none' && !e.SMS_FROM) problems.push('SMS_FROM: required when SMS_PROVIDER is set');
  const vapid = group(
    'VAPID',
    { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    problems,
  );
  const gateways = {
    esewa: group('ESEWA', { productCode: e.ESEWA_PRODUCT_CODE, secretKey: e.ESEWA_SECRET_KEY }, problems),
    khalti: group('KHALTI', { secretKey: e.KHALTI_SECRET_KEY }, problems),
    connectIps: group(
      'CONNECT_IPS',
      {
        merchantId: e.CONNECT_IPS_MERCHANT_ID,
        appId: e.CONNECT_IPS_APP_ID,
        appName: e.CONNECT_IPS_APP_NAME,
        appPassword: e.CONNECT_IPS_APP_PASSWORD,
        privateKeyFile: e.CONNECT_IPS_PRIVATE_KEY_FILE,
      },
      problems,
    ),
    imePay: group(
      'IME_PAY',
      {
        merchantCode: e.IME_PAY_MERCHANT_CODE,
        module: e.IME_PAY_MODULE,
        apiUser: e.IME_PAY_API_USER,
        apiPassword: e.IME_PAY_API_PASSWORD,
      },
      problems,
    ),
    stripe: group('STRIPE', { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }, problems),
  };
  const s3 =
    e.STORAGE === 's3'
      ? group(
          'S3',
          { bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY },
          problems,
        )
      : undefined;
  if (e.STORAGE === 's3' && !e.S3_BUCKET && !e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when STORAGE=s3');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const social = (
    [
      ['facebook', e.SOCIAL_FACEBOOK_URL],
      ['instagram', e.SOCIAL_INSTAGRAM_URL],
      ['youtube', e.SOCIAL_YOUTUBE_URL],
      ['tiktok', e.SOCIAL_TIKTOK_URL],
      ['x', e.SOCIAL_X_URL],
    ] as const
  ).flatMap(([network, url]) => (url ? [{ network, url }] : []));

  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    roles: new Set<Role>(e.ROLES),
    server: {
      port: e.PORT,
      host: e.HOST,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      listenBacklog: e.LISTEN_BACKLOG,
      requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    },
    /** Load shedding: past either threshold new requests get 503 with Retry-After; 0 turns a check off. */
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapBytes: e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
    },
    dataDir,
    db: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      connectRetrySeconds: e.DATABASE_CONNECT_RETRY_SECONDS,
      /** Embedded PGlite lives here when DATABASE_URL is unset. */
      embeddedDir: path.join(dataDir, 'pglite'),
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    session: {
      secret: e.SESSION_SECRET,
      ttlSeconds: e.SESSION_TTL_MINUTES * 60,
      maxDevices: e.SESSION_MAX_DEVICES,
      cacheSeconds: e.SESSION_CACHE_SECONDS,
      /** How long a token replaced by a fresh one keeps working (requests already on their way carry it). */
      rotationGraceSeconds: e.SESSION_ROTATION_GRACE_SECONDS,
    },
    /** Lifetime of cached public directory pages (changes through this instance evict at once). */
    directoryCacheSeconds: e.DIRECTORY_CACHE_SECONDS,
    eventCacheSeconds: e.EVENT_CACHE_SECONDS,
    videoCacheSeconds: e.VIDEO_CACHE_SECONDS,
    /** Fighter profiles (with their bouts and videos). */
    profileCacheSeconds: e.PROFILE_CACHE_SECONDS,
    /** The home page's sections and the ads. */
    homeCacheSeconds: e.HOME_CACHE_SECONDS,
    /** Server-rendered public pages. */
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    payments: {
      reconcileSeconds: e.PAYMENT_RECONCILE_SECONDS,
      graceSeconds: e.PAYMENT_GRACE_SECONDS,
      refundPaceMs: e.EVENT_REFUND_PACE_MS,
      sandbox: e.PAYMENT_SANDBOX,
      esewa: gateways.esewa && { ...gateways.esewa, formUrl: e.ESEWA_FORM_URL, statusUrl: e.ESEWA_STATUS_URL },
      khalti: gateways.khalti && { ...gateways.khalti, baseUrl: e.KHALTI_BASE_URL },
      connectIps: gateways.connectIps && { ...gateways.connectIps, baseUrl: e.CONNECT_IPS_BASE_URL },
      imePay: gateways.imePay && { ...gateways.imePay, baseUrl: e.IME_PAY_BASE_URL },
      stripe: gateways.stripe && { ...gateways.stripe, ...stripeApi(e.STRIPE_API_URL) },
    },
    passwordPolicy,
    otp: {
      length: 6,
      ttlSeconds: e.OTP_TTL_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      resendSeconds: e.OTP_RESEND_SECONDS,
    },
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      signInPerIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
      signInPerAccount: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signUpPerIp: e.RATE_LIMIT_SIGN_UP_PER_IP,
      codesPerIp: e.RATE_LIMIT_CODES_PER_IP,
      codesPerAccount: e.RATE_LIMIT_CODES_PER_ACCOUNT,
      checkStatusPerIp: e.RATE_LIMIT_CHECK_STATUS_PER_IP,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    messageRetries: { limit: e.MESSAGE_RETRIES, delaySeconds: e.MESSAGE_RETRY_SECONDS },
    sms: { provider: e.SMS_PROVIDER, apiUrl: e.SMS_API_URL, token: e.SMS_TOKEN, from: e.SMS_FROM },
    alerts: { smsPerDay: e.ALERT_SMS_PER_DAY, vapid, pushHosts: e.PUSH_SERVICE_HOSTS },
    brand: {
      name: e.BRAND_NAME,
      shortName: e.BRAND_SHORT_NAME,
      tagline: e.BRAND_TAGLINE,
      description: e.BRAND_DESCRIPTION,
      /** The same in Nepali, for pages in Nepali. */
      taglineNe: e.BRAND_TAGLINE_NE,
      descriptionNe: e.BRAND_DESCRIPTION_NE,
      logoUrl: e.BRAND_LOGO_URL ?? null,
      primaryColor: e.BRAND_PRIMARY_COLOR,
      contactEmail: e.CONTACT_EMAIL ?? null,
      contactPhone: e.CONTACT_PHONE ?? null,
    },
    /** Receipts are tax invoices when the business's PAN is set (decision 56). */
    invoices: e.BUSINESS_PAN
      ? {
          pan: e.BUSINESS_PAN,
          name: e.BUSINESS_NAME ?? e.BRAND_NAME,
          address: e.BUSINESS_ADDRESS ?? null,
          vatRateBp: Math.round(e.VAT_RATE_PERCENT * 100),
        }
      : null,
    links: { privacyPolicy: e.PRIVACY_POLICY_URL, terms: e.TERMS_URL, social },
    uploads: {
      logoMaxBytes: e.LOGO_MAX_BYTES,
      photoMaxBytes: e.PHOTO_MAX_BYTES,
      /** Fighter photos a customer may upload in 24 hours (staff uploading for a fighter are not counted). */
      photosPerDay: e.PHOTO_UPLOADS_PER_DAY,
    },
    /** Uploaded media (fighter photos, gym logos) on local disk. */
    mediaDir: e.MEDIA_DIR ? path.resolve(e.MEDIA_DIR) : path.join(dataDir, 'media'),
    /** Where media, video ladders and live ladders are kept: the folders below, or a bucket (decision 67). */
    objectStorage: s3
      ? {
          ...s3,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          // Services other than AWS (R2, B2, MinIO, s3rver) want the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : null,
    video: {
      /** Processed videos (HLS): private, served only through signed playback. */
      dir: e.VIDEO_DIR ? path.resolve(e.VIDEO_DIR) : path.join(dataDir, 'videos'),
      /** Resumable uploads in progress, and live streams being recorded. */
      uploadDir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
      /** An unfinished upload is removed this long after it began. */
      uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
      /** Free space an upload must leave on the upload disk (processing writes beside it). */
      uploadFreeSpaceMarginBytes: e.UPLOAD_FREE_SPACE_MARGIN_BYTES,
      ffmpegPath: e.FFMPEG_PATH,
      ffprobePath: e.FFPROBE_PATH,
      preset: e.TRANSCODE_PRESET,
      playbackTokenSeconds: e.PLAYBACK_TOKEN_SECONDS,
      /** Segment links an edge (nginx, a CDN) checks by itself; unset: segments go through the signed playback. */
      edge: e.EDGE_SECRET
        ? { secret: e.EDGE_SECRET, seconds: e.EDGE_LINK_SECONDS, baseUrl: (e.EDGE_BASE_URL ?? '').replace(/\/$/, '') }
        : null,
    },
    live: {
      /** An encoder that drops and comes back within this time continues the same broadcast. */
      reconnectSeconds: e.LIVE_RECONNECT_SECONDS,
      /** 0 turns RTMP ingest off. */
      rtmpPort: e.LIVE_RTMP_PORT,
      rtmpHost: e.LIVE_RTMP_HOST,
      /** An RTMP connection must publish within this time, and an encoder never be silent longer. */
      rtmpTimeoutSeconds: e.LIVE_RTMP_TIMEOUT_SECONDS,
      /** RTMP connections at once from one address. */
      rtmpConnectionsPerAddress: e.LIVE_RTMP_CONNECTIONS_PER_ADDRESS,
      /** What staff paste into the encoder (OBS "Server"). */
      rtmpUrl: (
        e.LIVE_RTMP_URL ?? `rtmp://${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}:${e.LIVE_RTMP_PORT}/live`
      ).replace(/\/$/, ''),
    },
    demo: {
      // A production install never gets the demo (and its published password) unless asked for by name.
      seed: e.DEMO_SEED === 'auto' ? !e.DATABASE_URL && e.NODE_ENV !== 'production' : e.DEMO_SEED === 'true',
      adminEmail: e.DEMO_ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.DEMO_ADMIN_PASSWORD,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
