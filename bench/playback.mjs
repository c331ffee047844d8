// Playback benchmark: the time from the play request to the first segment, and how fast one live stream's
// segments are served to 200 concurrent viewers, on the production build and PostgreSQL.
// Usage: node bench/playback.mjs  (see bench/README.md). Needs ffmpeg. Figures go to bench/README.md by hand.
import { randomUUID } from 'node:crypto';
import { ensureBuilt } from '../scripts/build.mjs';
import {
  base,
  createBenchDatabase,
  dropBenchDatabase,
  measure,
  pushLive,
  saveResults,
  startServer,
  stopServer,
  summary,
} from './lib.mjs';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 100);
const RTMP_PORT = 19355;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function json(method, path, { headers = {}, body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  });
  return response.json();
}

/** One viewer pressing play on a free video: playback call, master, rendition list, first segment. */
async function startOnce(videoId) {
  const device = { 'device-token': randomUUID() };
  const started = performance.now();
  const { data } = await json('POST', `/videos/${videoId}/playback`, { headers: device });
  await (await fetch(`${base}${data.manifestUrl}`, { headers: device })).text();
  const rendition = data.manifestUrl.replace('master.m3u8', '240p/index.m3u8');
  const list = await (await fetch(`${base}${rendition}`, { headers: device })).text();
  const segment = /seg-\d+\.ts/.exec(list)[0];
  const bytes = await (
    await fetch(`${base}${rendition.replace('index.m3u8', segment)}`, { headers: device })
  ).arrayBuffer();
  if (bytes.byteLength === 0) throw new Error('empty segment');
  return performance.now() - started;
}

const waitFor = async (check, what, seconds = 60) => {
  for (let i = 0; i < seconds * 2; i += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
};

await ensureBuilt();
await createBenchDatabase();
const server = await startServer({ DEMO_SEED: 'true', LIVE_RTMP_PORT: String(RTMP_PORT), LOG_LEVEL: 'error' });
let encoder;
try {
  // Time to first segment, one viewer after another (the server otherwise idle).
  const videos = await json('POST', '/videos/search/all', { body: { access: 'FREE' } });
  const videoId = videos.data.items[0].id;
  await startOnce(videoId);
  const starts = [];
  for (let i = 0; i < STARTS; i += 1) starts.push(await startOnce(videoId));
  starts.sort((a, b) => a - b);
  const firstSegment = {
    runs: STARTS,
    p50: Math.round(percentile(starts, 50)),
    p90: Math.round(percentile(starts, 90)),
    p99: Math.round(percentile(starts, 99)),
  };
  console.log('time to first segment (ms)', firstSegment);

  // One live stream: staff make it free and push to it.
  const staffDevice = randomUUID();
  const signIn = await json('POST', '/auth', {
    headers: { 'device-token': staffDevice },
    body: { email: 'admin@sfc.example', password: 'Summit@2026' },
  });
  const staff = { 'device-token': staffDevice, 'x-xsrf-token': signIn.data.token };
  const events = await json('POST', '/events/search/all', { body: {} });
  const event = events.data.items.find((item) => item.name === 'SFC 3: Kathmandu Showdown');
  await json('PUT', `/live/admin/${event.id}`, { headers: staff, body: { access: 'FREE' } });
  const stream = await json('GET', `/live/admin/${event.id}`, { headers: staff });
  encoder = pushLive(`rtmp://127.0.0.1:${RTMP_PORT}/live/${stream.data.streamKey}`);

  // Every viewer starts playback on a device of its own.
  const viewers = [];
  for (let i = 0; i < VIEWERS; i += 1) {
    const headers = { 'device-token': randomUUID() };
    const playback = await waitFor(async () => {
      const answer = await json('POST', `/live/${event.id}/playback`, { headers });
      return answer.data;
    }, 'the live stream');
    // As a player does first: the master playlist (the audience counts the viewer from here).
    await (await fetch(`${base}${playback.manifestUrl}`, { headers })).text();
    viewers.push({ headers, manifest: playback.manifestUrl });
  }
  // A segment every viewer has: the third of the 720p rendition (players fetch the newest; all are on disk).
  const first = viewers[0];
  const segment = await waitFor(async () => {
    const list = await (
      await fetch(`${base}${first.manifest.replace('master.m3u8', '720p/index.m3u8')}`, { headers: first.headers })
    ).text();
    return list.match(/seg-\d+\.ts/g)?.[2];
  }, 'three live segments');
  // As players do: each viewer asks for the 720p playlist, then a segment, again and again (a real player does
  // so every 4 s; here as fast as the server answers), so the audience keeps counting every viewer.
  let next = 0;
  const live = await measure({
    connections: VIEWERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const turn = next++;
          const viewer = viewers[Math.floor(turn / 2) % viewers.length];
          const file = turn % 2 === 0 ? '720p/index.m3u8' : `720p/${segment}`;
          return { ...request, path: viewer.manifest.replace('master.m3u8', file), headers: viewer.headers };
        },
      },
    ],
  });
  const stats = await json('GET', `/live/admin/${event.id}`, { headers: staff });
  const mbPerSecond = Math.round((live.throughput.average / 1024 / 1024) * 10) / 10;
  saveResults('playback', {
    firstSegment,
    liveSegments: {
      ...summary(`GET the 720p playlist and a segment in turn, ${VIEWERS} viewers with their own signed URLs`, live),
      segmentsPerSecond: Math.round(live.requests.average / 2),
      megabytesPerSecond: mbPerSecond,
      segmentBytes: Math.round(live.throughput.average / Math.max(1, live.requests.average / 2)),
      viewersCounted: stats.data.viewers,
    },
  });
} finally {
  encoder?.kill('SIGINT');
  await stopServer(server);
  await dropBenchDatabase();
}
