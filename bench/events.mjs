// Load benchmark for the event detail: an event with a 15-bout card, addressed by slug and by id, on PostgreSQL.
// Usage: node bench/events.mjs  (see bench/README.md). Figures go to bench/README.md by hand.
import { ensureBuilt } from '../scripts/build.mjs';
import {
  base,
  createBenchDatabase,
  dropBenchDatabase,
  measure,
  saveResults,
  sql,
  startServer,
  stopServer,
  summary,
} from './lib.mjs';
import { seedProfiles } from './seed-fighters.mjs';

const BOUTS = 15;
const METHODS = ['KO_TKO', 'SUBMISSION', 'DECISION_UNANIMOUS', 'DECISION_SPLIT'];

/** A published event tomorrow with a full card: 15 bouts of 30 fighters, the last 5 already with results. */
async function seedEvent(weightClasses) {
  const fighters = (
    await sql(`select fighter_id from fighter_public_profiles order by sort_name limit $1`, [BOUTS * 2])
  ).rows;
  const { rows } = await sql(
    `insert into events (slug, name, tagline, description, starts_at, venue_name, venue_city, venue_address,
       venue_map_url, status, open_weight_class_ids, published_at)
     values ('bench-fight-night', 'Bench Fight Night', 'Fifteen bouts', repeat('A night of fights. ', 40),
       now() + interval '1 day', 'Dasarath Rangasala', 'Kathmandu', 'Tripureshwor',
       'https://maps.google.com/?q=Dasarath+Rangasala', 'PUBLISHED', $1::uuid[], now())
     returning id`,
    [weightClasses.slice(0, 4).map((wc) => wc.id)],
  );
  const eventId = rows[0].id;
  for (let i = 0; i < BOUTS; i += 1) {
    const red = fighters[i * 2].fighter_id;
    const blue = fighters[i * 2 + 1].fighter_id;
    const fought = i >= BOUTS - 5;
    await sql(
      `insert into bouts (event_id, position, weight_class_id, red_fighter_id, blue_fighter_id, scheduled_rounds,
         is_main_event, is_title_fight, outcome, winner_id, method, end_round, end_time, result_recorded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        eventId,
        i + 1,
        weightClasses[i % weightClasses.length].id,
        red,
        blue,
        i === 0 ? 5 : 3,
        i === 0,
        i === 0,
        fought ? 'WIN' : null,
        fought ? red : null,
        fought ? METHODS[i % METHODS.length] : null,
        fought ? 2 : null,
        fought ? '3:12' : null,
        fought ? new Date() : null,
      ],
    );
  }
  await sql('analyze');
  return eventId;
}

/** One measured load, alternating the given paths. */
function load(paths) {
  let next = 0;
  return measure({
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

await ensureBuilt();
await createBenchDatabase();
let server = await startServer({ DEMO_SEED: 'false' });
try {
  const { weightClasses } = await seedProfiles(200);
  const eventId = await seedEvent(weightClasses);
  const paths = [`/api/v1/events/search/detail/bench-fight-night`, `/api/v1/events/search/detail/${eventId}`];
  const check = await fetch(`${base}${paths[0]}`).then((response) => response.json());
  if (check.data?.fightCard?.length !== BOUTS) throw new Error(`expected ${BOUTS} bouts, got ${JSON.stringify(check)}`);

  const cached = await load(paths);
  // The same with the detail cache off: every request goes to PostgreSQL.
  await stopServer(server);
  server = await startServer({ DEMO_SEED: 'false', EVENT_CACHE_SECONDS: '0' });
  const uncached = await load(paths);

  saveResults('events', {
    bouts: BOUTS,
    detail: summary(`GET /events/search/detail/{slug or id}, ${BOUTS}-bout card`, cached),
    detailUncached: summary('the same, EVENT_CACHE_SECONDS=0', uncached),
  });
} finally {
  await stopServer(server);
  await dropBenchDatabase();
}
