// The last-seats race: 100 buyers at once for the last 10 seats of a ticket tier, against the production build on
// PostgreSQL. Every round must sell exactly 10 (never a seat twice); the figures are how long the race takes.
// Usage: node bench/last-seats.mjs  (BENCH_ROUNDS, default 10). Figures go to bench/README.md by hand.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ensureBuilt } from '../scripts/build.mjs';
import { base, createBenchDatabase, dropBenchDatabase, saveResults, sql, startServer, stopServer } from './lib.mjs';

const PASSWORD = 'Bench#2026pass';
const BUYERS = 100;
const LEFT = 10;
const CAPACITY = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PRICE = 350_000;

const post = (path, body, headers = {}) =>
  fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await ensureBuilt();
await createBenchDatabase();
const server = await startServer({ PAYMENT_SANDBOX: 'true' });
try {
  // An event starting in a month, with a VIP tier of 500 seats and its product, straight in the database.
  const tierId = randomUUID();
  const [{ id: eventId }] = (
    await sql(
      `insert into events (slug, name, starts_at, venue_name, venue_city, status, published_at)
       values ('bench-night', 'Bench Night', now() + interval '30 days', 'Dasarath Rangasala', 'Kathmandu', 'PUBLISHED', now())
       returning id`,
    )
  ).rows;
  const [{ id: productId }] = (
    await sql(
      `insert into products (product_type, content_id, name, amount) values ('TICKET', $1, 'VIP', $2) returning id`,
      [tierId, PRICE],
    )
  ).rows;
  await sql(
    `insert into ticket_tiers (id, event_id, product_id, capacity, per_order_limit) values ($1, $2, $3, $4, 4)`,
    [tierId, eventId, productId, CAPACITY],
  );

  // A hundred fans, each signed in on a device of their own.
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const email = `seat${i}@example.com`;
    await sql(
      `insert into customers (customer_type, registration_purpose, first_name, last_name, email, email_verified, password_hash, verified_at)
       values ('INDIVIDUAL', 'FAN', 'Seat', $1, $2, true, $3, now())`,
      [`Buyer${i}`, email, passwordHash],
    );
    const device = randomUUID();
    const login = await post('/auth', { email, password: PASSWORD }, { 'device-token': device });
    buyers.push({ 'device-token': device, 'x-xsrf-token': login.body.data.token });
  }

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // The tier as the race finds it: every seat but the last ten sold.
    await sql(`delete from purchases where product_id = $1`, [productId]);
    await sql(`update ticket_tiers set taken = $1 where id = $2`, [CAPACITY - LEFT, tierId]);
    const started = performance.now();
    const replies = await Promise.all(
      buyers.map(async (headers) => {
        const sent = performance.now();
        const reply = await post(
          '/purchases/initiate',
          { productId, productType: 'TICKET', amount: PRICE, quantity: 1, method: 'SANDBOX' },
          headers,
        );
        return { ...reply, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - started;
    const held = replies.filter((reply) => reply.status === 200).length;
    const soldOut = replies.filter((reply) => reply.body.code === 'HUBTKSO001').length;
    const other = replies.length - held - soldOut;
    const [{ taken }] = (await sql(`select taken from ticket_tiers where id = $1`, [tierId])).rows;
    const [{ open }] = (
      await sql(`select count(*)::int as open from purchases where product_id = $1 and status = 'UNPAID'`, [productId])
    ).rows;
    const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
    rounds.push({
      round,
      held,
      soldOut,
      other,
      taken,
      openPurchases: open,
      wallMs: Math.round(wallMs),
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p90: Math.round(percentile(latencies, 90)),
        max: Math.round(latencies.at(-1)),
      },
    });
    if (held !== LEFT || taken !== CAPACITY || open !== LEFT || other !== 0)
      throw new Error(`round ${round} sold ${held} seats (taken ${taken}, ${open} open, ${other} other answers)`);
  }
  const walls = rounds.map((round) => round.wallMs).sort((a, b) => a - b);
  saveResults('last-seats', {
    buyers: BUYERS,
    seatsLeft: LEFT,
    rounds,
    everyRound: `${LEFT} held, ${BUYERS - LEFT} sold out, capacity never passed`,
    wallMs: { p50: percentile(walls, 50), max: walls.at(-1) },
  });
} finally {
  await stopServer(server);
  await dropBenchDatabase();
}
