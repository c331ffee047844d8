// Benchmark of the fighter directory's text search (decision 52) at 50,000 approved fighters on PostgreSQL:
// Latin and Devanagari queries through real HTTP, with the directory cache off, and the plan of the Devanagari one.
// Usage: node bench/directory-search.mjs  (see bench/README.md). Figures go to bench/README.md by hand.
//
// No build: the API runs from its TypeScript sources under tsx, as `npm run dev` does, and the search texts are
// made in this process by the app's own functions (searchColumnsOf, slug), loaded the same way.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, saveResults } from './lib.mjs';

const { register } = await import('tsx/esm/api');
register();
const [{ searchColumnsOf }, { slug }, { SEARCH_TEXT_VERSION, searchTerms }, { directoryRepository }, { drizzle }] =
  await Promise.all([
    import('../apps/api/src/modules/fighters/publication.ts'),
    import('../packages/contract/src/display/slug.ts'),
    import('../packages/contract/src/display/search-text.ts'),
    import('../apps/api/src/modules/fighters/directory.repository.ts'),
    import('drizzle-orm/node-postgres'),
  ]);

const PROFILES = Number(process.env.BENCH_PROFILES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Above this 1-minute load average (2 cores shared with others), wait before measuring. */
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
const DATABASE = 'ringside_bench_search';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE}` }).toString();

// Names as Nepali fighters write them, with the Devanagari spelling a fighter would give in the Nepali fields.
const FIRST = [
  ['Aarav', 'आरव'],
  ['Bikash', 'विकास'],
  ['Suman', 'सुमन'],
  ['Nabin', 'नवीन'],
  ['Prakash', 'प्रकाश'],
  ['Rojan', 'रोजन'],
  ['Sagar', 'सागर'],
  ['Kiran', 'किरण'],
  ['Anita', 'अनिता'],
  ['Sita', 'सीता'],
  ['Puja', 'पूजा'],
  ['Asmita', 'अस्मिता'],
  ['Dipesh', 'दिपेश'],
  ['Ramesh', 'रमेश'],
  ['Sujan', 'सुजन'],
  ['Laxmi', 'लक्ष्मी'],
  ['Bimala', 'बिमला'],
  ['Rabin', 'रबिन'],
  ['Sandesh', 'सन्देश'],
  ['Pemba', 'पेम्बा'],
  ['Bishnu', 'विष्णु'],
  ['Krishna', 'कृष्ण'],
  ['Hari', 'हरि'],
  ['Gopal', 'गोपाल'],
  ['Santosh', 'सन्तोष'],
  ['Manish', 'मनिष'],
  ['Sunil', 'सुनिल'],
  ['Anil', 'अनिल'],
  ['Rajesh', 'राजेश'],
  ['Sabina', 'सबिना'],
  ['Sarita', 'सरिता'],
  ['Gita', 'गीता'],
  ['Binod', 'बिनोद'],
  ['Dinesh', 'दिनेश'],
  ['Mingma', 'मिङ्मा'],
  ['Nima', 'निमा'],
  ['Dawa', 'दावा'],
  ['Tenzing', 'तेन्जिङ'],
  ['Ashok', 'अशोक'],
  ['Bhim', 'भीम'],
];
const LAST = [
  ['Thapa', 'थापा'],
  ['Gurung', 'गुरुङ'],
  ['Rai', 'राई'],
  ['Limbu', 'लिम्बु'],
  ['Magar', 'मगर'],
  ['Tamang', 'तामाङ'],
  ['Sherpa', 'शेर्पा'],
  ['Shrestha', 'श्रेष्ठ'],
  ['Karki', 'कार्की'],
  ['Adhikari', 'अधिकारी'],
  ['Bhandari', 'भण्डारी'],
  ['Khadka', 'खड्का'],
  ['Basnet', 'बस्नेत'],
  ['Poudel', 'पौडेल'],
  ['Lama', 'लामा'],
  ['Bista', 'बिष्ट'],
  ['Thakuri', 'ठकुरी'],
  ['Chhetri', 'क्षेत्री'],
  ['Maharjan', 'महर्जन'],
  ['Ghale', 'घले'],
  ['Pokhrel', 'पोखरेल'],
  ['Bhattarai', 'भट्टराई'],
  ['Dahal', 'दाहाल'],
  ['Koirala', 'कोइराला'],
  ['Pandey', 'पाण्डे'],
  ['Joshi', 'जोशी'],
  ['Neupane', 'न्यौपाने'],
  ['Subedi', 'सुवेदी'],
  ['Aryal', 'अर्याल'],
  ['Giri', 'गिरी'],
  ['KC', 'केसी'],
  ['Budha', 'बुढा'],
  ['Rana', 'राणा'],
  ['Shahi', 'शाही'],
  ['Sunar', 'सुनार'],
  ['Pun', 'पुन'],
  ['Tharu', 'थारु'],
  ['Yadav', 'यादव'],
  ['Lamichhane', 'लामिछाने'],
  ['Dhakal', 'ढकाल'],
];
const NICK = [
  ['The Tiger', 'बाघ'],
  ['Khukuri', 'खुकुरी'],
  ['Himalayan Hammer', null],
  ['Storm', 'आँधी'],
  ['Yeti', 'यती'],
  [null, null],
  [null, null],
  [null, null],
];
/** One family name held by a handful of fighters: the rare query. */
const RARE = { first: 'Sanjog', last: 'Tumbahangphe', firstNe: 'संजोग', lastNe: 'तुम्बाहाङ्फे', every: 5000 };
const NATIONS = ['NP', 'NP', 'NP', 'NP', 'NP', 'NP', 'IN', 'BT', 'GB', 'US'];

/** The measured bodies of POST /api/v1/fighter-profiles/public/search. */
const QUERIES = [
  { name: 'gurung (Latin)', body: { query: 'gurung' } },
  { name: 'गुरुङ (Devanagari)', body: { query: 'गुरुङ' } },
  { name: 'shrestha', body: { query: 'shrestha' } },
  { name: 'tumbahangphe (rare)', body: { query: 'tumbahangphe' } },
  // Not in the brief: a common family name late in the alphabet, the worst case of the page query's plan.
  { name: 'yadav (late in the alphabet)', body: { query: 'yadav' } },
  { name: 'no query (first page)', body: {} },
];
const DEVANAGARI = QUERIES[1];

async function sql(text, params, url = databaseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Others share the two cores: start only when the 1-minute load average is below MAX_LOAD (waits up to 20 min).
 * Checked once, before anything runs: the benchmark's own load keeps the average above it between queries.
 */
async function waitForQuiet() {
  for (let waited = 0; ; waited += 30) {
    const load = os.loadavg()[0];
    if (load < MAX_LOAD) {
      console.log(`load average ${load.toFixed(2)}, starting`);
      return load;
    }
    if (waited >= 1200) throw new Error(`load average still ${load.toFixed(2)} after 20 minutes; try later`);
    console.log(`load average ${load.toFixed(2)} >= ${MAX_LOAD}, waiting 30 s`);
    await sleep(30_000);
  }
}

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The API from its sources on the bench database (it migrates it at start-up); resolves once it listens. */
async function startServer(port) {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      // Every request runs its page and count queries on PostgreSQL: the search is what is measured.
      DIRECTORY_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('running at') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}

/**
 * The distinct names (each first name with each family name, with and without the Devanagari fields, a nickname
 * in turn) and the rare one, with search_text, sort_name and the slug's words made by the app's functions.
 */
function namePool() {
  const pool = [];
  for (const [fi, [first, firstNe]] of FIRST.entries())
    for (const [li, [last, lastNe]] of LAST.entries())
      for (const withNe of [false, true]) {
        const [nickname, nicknameNe] = NICK[(fi * 3 + li) % NICK.length];
        pool.push({
          first,
          last,
          nickname,
          firstNe: withNe ? firstNe : null,
          lastNe: withNe ? lastNe : null,
          nicknameNe: withNe ? nicknameNe : null,
        });
      }
  const rare = {
    first: RARE.first,
    last: RARE.last,
    nickname: null,
    firstNe: RARE.firstNe,
    lastNe: RARE.lastNe,
    nicknameNe: null,
  };
  return [...pool, rare].map((names, n) => {
    const values = {
      firstName: names.first,
      middleName: null,
      lastName: names.last,
      nickname: names.nickname,
      firstNameNe: names.firstNe,
      lastNameNe: names.lastNe,
      nicknameNe: names.nicknameNe,
    };
    const { searchText, searchVersion, sortName } = searchColumnsOf(values);
    return {
      n: n === pool.length ? -1 : n,
      ...names,
      searchText,
      searchVersion,
      sortName,
      slugWords: slug('', `${names.first} ${names.last}`),
    };
  });
}

/**
 * PROFILES approved fighters (customer, working copy, public version) in a few set-based statements. Row g takes
 * the rare name when g is a multiple of RARE.every, else pool entry (g * 7919) mod the pool's size.
 */
async function seed() {
  const pool = namePool();
  const regular = pool.length - 1;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const weightClasses = (
      await client.query(`select id, gender from master_data where kind = 'WEIGHT_CLASS' order by sort_order`)
    ).rows;
    const male = weightClasses.filter((wc) => wc.gender === 'MALE').map((wc) => wc.id);
    const female = weightClasses.filter((wc) => wc.gender === 'FEMALE').map((wc) => wc.id);
    const gyms = [];
    for (let i = 0; i < 20; i += 1)
      gyms.push(
        (
          await client.query(
            `insert into master_data (kind, name, city, sort_order) values ('AFFILIATION', $1, 'Kathmandu', $2) returning id`,
            [`Bench Gym ${i}`, i],
          )
        ).rows[0].id,
      );
    await client.query(
      `create temp table bench_names as select * from jsonb_to_recordset($1::jsonb) as x(
        n int, first text, last text, nickname text, "firstNe" text, "lastNe" text, "nicknameNe" text,
        "searchText" text, "searchVersion" smallint, "sortName" text, "slugWords" text)`,
      [JSON.stringify(pool)],
    );
    await client.query(
      `create temp table bench_rows as
       select g, gen_random_uuid() as customer_id, gen_random_uuid() as profile_id,
         case when g % $2 = 0 then -1 else (g::bigint * 7919 % $3)::int end as n,
         g % 5 = 0 as female, ($4::text[])[1 + g % 10] as nation,
         ($5::uuid[])[1 + g % cardinality($5::uuid[])] as male_class,
         ($6::uuid[])[1 + g % cardinality($6::uuid[])] as female_class,
         case when g % 3 = 0 then null else ($7::uuid[])[1 + g % 20] end as gym,
         jsonb_build_object('wins', g % 17, 'losses', g % 7, 'draws', g % 2, 'noContests', 0,
           'winsByKo', g % 5, 'winsBySub', g % 4, 'winsByDecision', 0) as record
       from generate_series(1, $1) as g`,
      [PROFILES, RARE.every, regular, NATIONS, male, female, gyms],
    );
    await client.query(
      `insert into customers (id, customer_type, registration_purpose, first_name, last_name, email, email_verified,
         password_hash, verified_at)
       select r.customer_id, 'INDIVIDUAL', 'FIGHTER', b.first, b.last, 'fighter' || r.g || '@bench.example', true, 'x', now()
       from bench_rows r join bench_names b using (n)`,
    );
    const columns = `first_name, last_name, nickname, first_name_ne, last_name_ne, nickname_ne, gender, date_of_birth,
      nationality, country_code, height_cm, weight_kg, reach_cm, weight_class_id, stance, affiliation_id, prior_record,
      amateur_record, search_text, search_version`;
    const values = `b.first, b.last, b.nickname, b."firstNe", b."lastNe", b."nicknameNe",
      case when r.female then 'FEMALE' else 'MALE' end, date '1996-04-12', r.nation, r.nation, 175, 70, 180,
      case when r.female then r.female_class else r.male_class end, 'ORTHODOX', r.gym, r.record, r.record,
      b."searchText", b."searchVersion"`;
    await client.query(
      `insert into fighter_profiles (id, customer_id, status, ${columns}, submitted_at, decided_at)
       select r.profile_id, r.customer_id, 'APPROVED', ${values}, now(), now()
       from bench_rows r join bench_names b using (n)`,
    );
    await client.query(
      `insert into fighter_public_profiles (fighter_id, slug, ${columns}, record_verified, sort_name, approved_at)
       select r.profile_id, left(r.profile_id::text, 6) || '-' || b."slugWords", ${values}, true, b."sortName", now()
       from bench_rows r join bench_names b using (n)`,
    );
    await client.query('vacuum analyze');
    const withNe = (
      await client.query(`select count(*)::int as n from fighter_public_profiles where last_name_ne is not null`)
    ).rows[0].n;
    return { distinctNames: pool.length, withDevanagari: withNe };
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run of a body: 2 unmeasured seconds, then SECONDS measured; p50/p95 from every response's time. */
async function load(url, body, connections) {
  const options = {
    url,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  await autocannon({ ...options, duration: 2 });
  const times = [];
  const run = autocannon({ ...options, duration: SECONDS });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      max: round(times[times.length - 1]),
    },
    requests: times.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const executionMs = (plan) => Number(plan.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]);

/**
 * The two statements the directory's repository sends for a body, as drizzle writes them, with EXPLAIN ANALYZE;
 * for a text query, the page statement also with plain index scans off (the trigram index's bitmap, then a top-N
 * sort), to compare with the plan PostgreSQL picks.
 */
async function plans(body) {
  const statements = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client, { logger: { logQuery: (query, params) => statements.push({ query, params }) } });
    await directoryRepository.search(db, { query: body.query, page: 1, pageSize: 24 });
    const explained = [];
    for (const { query, params } of statements) {
      // Unnamed statements with their parameters bound, as the app sends them: planned with the values known.
      const { rows } = await client.query(`explain (analyze, buffers) ${query}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']);
      explained.push({ query, params, plan, executionMs: executionMs(plan) });
    }
    const [page] = explained;
    if (body.query) {
      await client.query('begin');
      await client.query('set local enable_indexscan = off');
      const { rows } = await client.query(`explain (analyze, buffers) ${page.query}`, page.params);
      await client.query('rollback');
      const plan = rows.map((row) => row['QUERY PLAN']);
      page.withoutIndexScan = { plan, executionMs: executionMs(plan) };
    }
    return explained;
  } finally {
    await client.end();
  }
}

const loadAtStart = await waitForQuiet();
await sql(`drop database if exists ${DATABASE} with (force)`, [], adminUrl);
await sql(`create database ${DATABASE}`, [], adminUrl);
let server;
// Interrupted: stop the server and drop the database all the same.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    if (server) await stopServer(server);
    await sql(`drop database if exists ${DATABASE} with (force)`, [], adminUrl);
    process.exit(130);
  });
try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const searchUrl = `${base}/api/v1/fighter-profiles/public/search`;
  server = await startServer(port);
  const started = Date.now();
  const seeded = await seed();
  console.log(`seeded ${PROFILES} fighters in ${((Date.now() - started) / 1000).toFixed(1)} s`, seeded);

  const search = (body) =>
    fetch(searchUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const all = await search({});
  if (all.data?.total !== PROFILES) throw new Error(`expected ${PROFILES} public profiles, got ${all.data?.total}`);

  const results = [];
  for (const { name, body } of QUERIES) {
    const answer = await search(body);
    const entry = { name, body, terms: searchTerms(body.query), matches: answer.data.total };
    await sleep(5000);
    entry.loadAverageBefore = Math.round(os.loadavg()[0] * 100) / 100;
    entry.alone = await load(searchUrl, body, 1);
    entry.concurrent = await load(searchUrl, body, CONNECTIONS);
    console.log(JSON.stringify(entry));
    results.push(entry);
  }

  const explained = {};
  for (const { name, body } of QUERIES) explained[name] = await plans(body);
  const [page, counted] = explained[DEVANAGARI.name];
  console.log(
    `\nDevanagari query ${JSON.stringify(DEVANAGARI.body)}, page:\n${page.query}\n${JSON.stringify(page.params)}\n${page.plan.join('\n')}`,
  );
  console.log(`\ncount:\n${counted.plan.join('\n')}`);
  console.log('\nExecution times (ms): page as planned / page with index scans off / count');
  for (const [name, [page, count]] of Object.entries(explained))
    console.log(`${name}: ${page.executionMs} / ${page.withoutIndexScan?.executionMs ?? '-'} / ${count.executionMs}`);

  saveResults('directory-search', {
    profiles: PROFILES,
    ...seeded,
    searchTextVersion: SEARCH_TEXT_VERSION,
    directoryCacheSeconds: 0,
    seconds: SECONDS,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg()[0],
    queries: results,
    plans: explained,
  });
} finally {
  if (server) await stopServer(server);
  await sql(`drop database if exists ${DATABASE} with (force)`, [], adminUrl);
}
