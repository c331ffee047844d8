import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);

/** Browser journeys in the system's Chromium against the production build on an empty database. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A ceiling for a hung journey, not a speed goal: CI runs two journeys beside the server, Chromium and axe on two
  // cores, where a three-browser journey took over twice its time alone (device-limit: 32 s alone, over 60 s in CI).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Asia/Kathmandu',
    // Headless Chromium does not always finish CSS transitions; an antd loading icon left mid-animation keeps its
    // "loading" label. Reduced motion turns antd's animations off (the app honours the preference).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../..',
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: '.tmp/e2e-data',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/summitfc',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@summitfc',
      CONTACT_EMAIL: 'hello@sfc.example',
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      RATE_LIMIT_SIGN_UP_PER_IP: '100000',
      RATE_LIMIT_CODES_PER_IP: '100000',
      RATE_LIMIT_CODES_PER_ACCOUNT: '100000',
      RATE_LIMIT_CHECK_STATUS_PER_IP: '100000',
      // The video hub's journey pushes a test stream here (apps/web/e2e/video-hub.spec.ts).
      LIVE_RTMP_PORT: '19360',
      // The alerts journey's stand-in push service listens here (apps/web/e2e/alerts.spec.ts).
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1:19461',
      LIVE_RECONNECT_SECONDS: '2',
      // Journeys share two cores with Chromium and ffmpeg: a second's stall of the event loop is not an overload
      // to shed here (the overload tests own that), and a 503 for boot.js leaves a page unhydrated.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
  // The Nepali-mode reading runs first, on the demo data alone: journeys add events, fighters and videos staff
  // wrote in English only, which a Nepali page rightly shows in English.
  projects: [
    { name: 'nepali-mode', testMatch: /nepali-mode\.spec\.ts/ },
    { name: 'journeys', testIgnore: /nepali-mode\.spec\.ts/, dependencies: ['nepali-mode'] },
  ],
});
