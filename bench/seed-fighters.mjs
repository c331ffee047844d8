// Approved public fighters with realistic, varied names, written straight into the tables as approvals would leave
// them. A command and a module the other benchmarks share:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mydb node bench/seed-fighters.mjs --count 50000
//   node bench/seed-fighters.mjs --count 50000 --data-dir ./data-bench   (embedded PGlite, as DATA_DIR=./data-bench)
//
// The database is migrated first (the app's own migrations and standard weight classes) so an empty one will do.
// search_text, search_version, sort_name and the slug are made by the app's own functions (searchColumnsOf, slug).
// Run again on the same database, it adds fighters after the ones already there (fighter N gets the same names).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseUrl as benchDatabaseUrl, importApp } from './lib.mjs';

/** "Latin/देवनागरी Latin ..." as [latin, devanagari or null] pairs. */
function pairs(text) {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [latin, devanagari] = pair.split('/');
      return [latin, devanagari ?? null];
    });
}

// Names as Nepali fighters write them, each with the Devanagari spelling a fighter would give in the Nepali fields.
const MALE = pairs(`
  Aarav/आरव Bikash/विकास Suman/सुमन Nabin/नवीन Prakash/प्रकाश Rojan/रोजन Sagar/सागर Kiran/किरण Dipesh/दिपेश
  Ramesh/रमेश Sujan/सुजन Rabin/रबिन Sandesh/सन्देश Pemba/पेम्बा Bishnu/विष्णु Krishna/कृष्ण Hari/हरि Gopal/गोपाल
  Santosh/सन्तोष Manish/मनिष Sunil/सुनिल Anil/अनिल Rajesh/राजेश Binod/बिनोद Dinesh/दिनेश Mingma/मिङ्मा Nima/निमा
  Dawa/दावा Tenzing/तेन्जिङ Ashok/अशोक Bhim/भीम Ram/राम Shyam/श्याम Arjun/अर्जुन Bibek/विवेक Prabin/प्रवीण
  Sanjay/सञ्जय Suraj/सुरज Rohan/रोहन Aayush/आयुष Nischal/निश्चल Sushant/सुशान्त Pawan/पवन Raju/राजु Deepak/दीपक
  Mahesh/महेश Naresh/नरेश Umesh/उमेश Bijay/विजय Kamal/कमल Niraj/नीरज Saroj/सरोज Tek/टेक Yubaraj/युवराज
  Lakpa/लाक्पा Phurba/फुर्बा Chhiring/छिरिङ Dorje/दोर्जे Karma/कर्म Sonam/सोनाम Bikram/विक्रम Kushal/कुशल
  Anish/अनिश Subash/सुवास Hemanta/हेमन्त
`);
const FEMALE = pairs(`
  Anita/अनिता Sita/सीता Puja/पूजा Pooja/पूजा Asmita/अस्मिता Laxmi/लक्ष्मी Bimala/बिमला Sabina/सबिना Sarita/सरिता
  Gita/गीता Sunita/सुनिता Sushma/सुष्मा Rita/रीता Kabita/कविता Sangita/सङ्गीता Manisha/मनिषा Srijana/सृजना
  Pratima/प्रतिमा Rekha/रेखा Radha/राधा Kamala/कमला Nirmala/निर्मला Samjhana/सम्झना Alisha/अलिशा Aasha/आशा
  Dipa/दीपा Nisha/निशा Rojina/रोजिना Sapana/सपना Anjali/अञ्जली Prakriti/प्रकृति Shristi/सृष्टि Sneha/स्नेहा
  Bipana/विपना Karuna/करुणा Usha/उषा Mina/मीना Januka/जनुका Binita/विनिता Shanti/शान्ति Parbati/पार्वती
  Durga/दुर्गा Sarala/सरला Tara/तारा Yangchen/याङ्चेन Dolma/डोल्मा Pasang/पासाङ Lhamu/ल्हामु Diki/डिकी
  Kalpana/कल्पना Roshani/रोशनी Sabita/सविता Ishwari/ईश्वरी Jyoti/ज्योति Menuka/मेनुका
`);
/** Nepali family names, commonest first: the k-th is drawn with weight 1 / k^0.7 (Thapa ~9%, Yadav ~0.7%). */
const FAMILY = pairs(`
  Thapa/थापा Gurung/गुरुङ Rai/राई Tamang/तामाङ Magar/मगर Shrestha/श्रेष्ठ Limbu/लिम्बु Sherpa/शेर्पा Karki/कार्की
  Adhikari/अधिकारी Khadka/खड्का Poudel/पौडेल Lama/लामा Bhandari/भण्डारी Basnet/बस्नेत Sharma/शर्मा
  Chhetri/क्षेत्री Maharjan/महर्जन KC/केसी Bista/बिष्ट Ghimire/घिमिरे Pokhrel/पोखरेल Bhattarai/भट्टराई Dahal/दाहाल
  Khatri/खत्री Thakuri/ठकुरी Koirala/कोइराला Acharya/आचार्य Neupane/न्यौपाने Subedi/सुवेदी Pandey/पाण्डे
  Joshi/जोशी Aryal/अर्याल Giri/गिरी Rana/राणा Shahi/शाही Pun/पुन Yadav/यादव Lamichhane/लामिछाने Dhakal/ढकाल
  Khanal/खनाल Gautam/गौतम Regmi/रेग्मी Budha/बुढा Sunar/सुनार Tharu/थारु Ghale/घले Bhusal/भुसाल Upreti/उप्रेती
  Timilsina/तिमिल्सिना Devkota/देवकोटा Paudel/पौडेल Rijal/रिजाल Baral/बराल Sapkota/सापकोटा Kafle/काफ्ले
  Mainali/मैनाली Oli/ओली Rawal/रावल Rokaya/रोकाया Malla/मल्ल Shah/शाह Bohara/बोहरा Dhami/धामी Kunwar/कुँवर Bam/बम
  Saud/साउद Thami/थामी Sunuwar/सुनुवार Chepang/चेपाङ Bhujel/भुजेल Majhi/माझी Dangol/डंगोल Manandhar/मानन्धर
  Tuladhar/तुलाधर Shakya/शाक्य Bajracharya/वज्राचार्य Pradhan/प्रधान Amatya/अमात्य Rajbhandari/राजभण्डारी
  Chaudhary/चौधरी Mahato/महतो Mandal/मण्डल Sah/साह Jha/झा Mishra/मिश्र Dewan/देवान Subba/सुब्बा Yakha/याखा
  Nembang/नेम्बाङ Angdembe/आङदेम्बे Bishwakarma/विश्वकर्मा Pariyar/परियार Nepali/नेपाली Sarki/सार्की Hamal/हमाल
  Rokka/रोक्का Gharti/घर्ती Budhathoki/बुढाथोकी Katuwal/कटुवाल Silwal/सिलवाल Karmacharya/कर्माचार्य
`);
/** Fighters from abroad: their family names, country and given names (Devanagari where a Nepali site would have it). */
const FOREIGN = [
  { family: 'Singh/सिंह', country: 'IN', male: 'Amit/अमित Rahul/राहुल Vikram/विक्रम', female: 'Priya/प्रिया Neha/नेहा' },
  { family: 'Kumar/कुमार', country: 'IN', male: 'Ravi/रवि Sunil/सुनिल', female: 'Pooja/पूजा' },
  { family: 'Wangchuk/वाङ्चुक', country: 'BT', male: 'Jigme/जिग्मे Karma/कर्म', female: 'Pema/पेमा' },
  { family: 'Dorji/दोर्जी', country: 'BT', male: 'Ugyen/उग्येन Sonam/सोनाम', female: 'Dechen/देचेन' },
  { family: 'Hossain', country: 'BD', male: 'Rakib Tanvir', female: 'Nusrat' },
  { family: 'Rahman', country: 'BD', male: 'Arif', female: 'Farzana' },
  { family: 'Wang', country: 'CN', male: 'Wei Jun', female: 'Mei' },
  { family: 'Smith', country: 'GB', male: 'James Oliver', female: 'Emma' },
  { family: "O'Brien", country: 'GB', male: 'Liam', female: 'Siobhan' },
  { family: 'Johnson', country: 'US', male: 'Michael Tyler', female: 'Ashley' },
  { family: 'Silva', country: 'BR', male: 'João Thiago', female: 'Ana' },
  { family: 'Tanaka', country: 'JP', male: 'Kenji', female: 'Yuki' },
  { family: 'Kim', country: 'KR', male: 'Min-jun', female: 'Ji-woo' },
  { family: 'Sitthichai', country: 'TH', male: 'Somchai', female: 'Nong' },
].map(({ family, country, male, female }) => ({
  family: pairs(family)[0],
  country,
  male: pairs(male),
  female: pairs(female),
}));
/** The second given names some Nepali fighters write. */
const MIDDLE = { MALE: ['Bahadur', 'Kumar', 'Prasad', 'Raj', 'Man', 'Jung'], FEMALE: ['Kumari', 'Maya', 'Devi'] };
const NICKNAMES = [
  ['The Tiger', 'बाघ'],
  ['Khukuri', 'खुकुरी'],
  ['Himalayan Hammer', null],
  ['Storm', 'आँधी'],
  ['Yeti', 'यती'],
  ['Gorkha', 'गोर्खा'],
  ['The Rhino', 'गैंडा'],
  ['Thunder', 'गर्जन'],
  ['Iron Fist', null],
  ['Lightning', 'बिजुली'],
  ['The Eagle', 'चील'],
  ['Snow Leopard', 'हिउँ चितुवा'],
  ['Bulldozer', null],
  ['The Hawk', 'बाज'],
  ['Cobra', 'गोमन'],
  ['Typhoon', null],
  ['Everest', 'सगरमाथा'],
  ['Red Panda', 'हाब्रे'],
  ['Shadow', 'छाया'],
  ['The Bull', 'साँढे'],
  ['Little Dragon', null],
  ['Kathmandu Kid', null],
  ['Pokhara Express', null],
  ['Warrior', 'योद्धा'],
  ['The Monk', null],
  ['Hurricane', null],
  ['Panther', 'चितुवा'],
  ['Mountain', 'पहाड'],
];
/** One family name held by a few fighters (fighter 7, then every 5,000th): the rare query. */
export const RARE = { family: ['Tumbahangphe', 'तुम्बाहाङ्फे'], every: 5000, at: 7 };
const GYMS = [
  ['Everest Fight Club', 'Kathmandu'],
  ['Kathmandu MMA', 'Kathmandu'],
  ['Pokhara Combat Academy', 'Pokhara'],
  ['Lalitpur Boxing and MMA', 'Lalitpur'],
  ['Gorkha Warriors Gym', 'Gorkha'],
  ['Himalayan Grappling', 'Kathmandu'],
  ['Bhaktapur Fight Team', 'Bhaktapur'],
  ['Chitwan Rhino MMA', 'Bharatpur'],
  ['Dharan Kickboxing', 'Dharan'],
  ['Butwal Fight Factory', 'Butwal'],
  ['Biratnagar Combat Club', 'Biratnagar'],
  ['Nepalgunj MMA', 'Nepalgunj'],
  ['Annapurna Jiu-Jitsu', 'Pokhara'],
  ['Boudha Muay Thai', 'Kathmandu'],
  ['Thamel Fight Gym', 'Kathmandu'],
  ['Patan Wrestling Club', 'Lalitpur'],
  ['Hetauda Striking', 'Hetauda'],
  ['Birgunj Boxing', 'Birgunj'],
  ['Dhangadhi Fight Club', 'Dhangadhi'],
  ['Janakpur Martial Arts', 'Janakpur'],
];
const HOMETOWNS = [
  'Kathmandu',
  'Pokhara',
  'Lalitpur',
  'Bhaktapur',
  'Dharan',
  'Butwal',
  'Biratnagar',
  'Nepalgunj',
  'Hetauda',
  'Birgunj',
  'Dhangadhi',
  'Janakpur',
  'Gorkha',
  'Namche Bazaar',
  'Ilam',
  'Tansen',
  'Jumla',
  'Damak',
];
const STANCES = [
  ['ORTHODOX', 0.7],
  ['SOUTHPAW', 0.22],
  ['SWITCH', 0.08],
];

/** A small, fast, seeded generator (mulberry32): fighter g's draws depend on (seed, g) only. */
function generator(seed, g) {
  let state = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(g, 0x85ebca6b)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const familyWeights = FAMILY.map((_, k) => 1 / (k + 1) ** 0.7);
const familyTotal = familyWeights.reduce((sum, weight) => sum + weight, 0);

/** Fighter g's names and attributes (ids and slug apart), from the seed alone. */
function fighterAt(g, seed, weightClasses, gyms) {
  const random = generator(seed, g);
  const chance = (p) => random() < p;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const female = chance(0.22);
  const gender = female ? 'FEMALE' : 'MALE';
  let family;
  let given;
  let nationality = 'NP';
  if (g % RARE.every === RARE.at) {
    family = RARE.family;
    given = pick(female ? FEMALE : MALE);
  } else if (chance(0.06)) {
    const foreign = pick(FOREIGN);
    family = foreign.family;
    given = pick(female ? foreign.female : foreign.male);
    nationality = foreign.country;
  } else {
    let draw = random() * familyTotal;
    family = FAMILY.find((_, k) => (draw -= familyWeights[k]) < 0) ?? FAMILY[0];
    given = pick(female ? FEMALE : MALE);
    // Nepali names of fighters from India and Bhutan, and a few who hold another nationality.
    if (chance(0.04)) nationality = pick(['IN', 'IN', 'BT', 'GB', 'US', 'AU']);
  }
  const middleName = nationality === 'NP' && chance(0.08) ? pick(MIDDLE[gender]) : null;
  const [nickname, nicknameNe] = chance(0.22) ? pick(NICKNAMES) : [null, null];
  // About half give their name in Devanagari too (never half of it: first and family name together).
  const devanagari = Boolean(given[1] && family[1]) && chance(0.55);
  const classes = weightClasses.filter((wc) => wc.gender === gender);
  const weightClass = pick(classes.length ? classes : weightClasses);
  const lower = Number(weightClass.lowerKg ?? 50);
  const upper = Number(weightClass.upperKg ?? lower + 20);
  const weightKg = Math.round((lower + random() * (upper - lower)) * 10) / 10;
  const heightCm = Math.round(140 + weightKg * 0.45 + random() * 12 - (female ? 4 : 0));
  const wins = Math.floor(random() ** 1.6 * 26);
  const winsByKo = Math.floor(wins * random() * 0.6);
  const winsBySub = Math.floor((wins - winsByKo) * random() * 0.7);
  const record = {
    wins,
    losses: Math.floor(random() ** 1.4 * 11),
    draws: chance(0.15) ? 1 + Math.floor(random() * 2) : 0,
    noContests: chance(0.04) ? 1 : 0,
    winsByKo,
    winsBySub,
    winsByDecision: wins - winsByKo - winsBySub,
  };
  const amateurWins = Math.floor(random() * 12);
  let stanceDraw = random();
  const stance = STANCES.find(([, share]) => (stanceDraw -= share) < 0)?.[0] ?? 'ORTHODOX';
  const born = new Date(
    Date.UTC(1984 + Math.floor(random() * 22), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
  );
  return {
    firstName: given[0],
    middleName,
    lastName: family[0],
    nickname,
    firstNameNe: devanagari ? given[1] : null,
    lastNameNe: devanagari ? family[1] : null,
    nicknameNe: devanagari ? nicknameNe : null,
    gender,
    dateOfBirth: born.toISOString().slice(0, 10),
    nationality,
    heightCm,
    weightKg,
    reachCm: heightCm + Math.round(random() * 10 - 2),
    weightClassId: weightClass.id,
    stance,
    affiliationId: chance(0.7) ? pick(gyms) : null,
    hometown: nationality === 'NP' ? pick(HOMETOWNS) : null,
    record,
    amateurRecord: {
      wins: amateurWins,
      losses: Math.floor(random() * 6),
      draws: 0,
      noContests: 0,
      winsByKo: Math.floor(amateurWins / 3),
      winsBySub: 0,
      winsByDecision: amateurWins - Math.floor(amateurWins / 3),
    },
  };
}

/** The app's functions, from its sources: migrations, database clients, the data folder's lock, search columns, slug. */
async function appFunctions() {
  const [client, migrate, standard, lock, publication, slug] = await Promise.all([
    importApp('apps/api/src/db/client.ts'),
    importApp('apps/api/src/db/migrate.ts'),
    importApp('apps/api/src/modules/masterdata/standard-entries.ts'),
    importApp('apps/api/src/lib/data-dir-lock.ts'),
    importApp('apps/api/src/modules/fighters/publication.ts'),
    importApp('packages/contract/src/display/slug.ts'),
  ]);
  return { ...client, ...migrate, ...standard, ...lock, ...publication, ...slug };
}

/**
 * The database, migrated, with the standard weight classes: PostgreSQL at `databaseUrl`, or PGlite in
 * `dataDir`/pglite (where the server opens it for DATA_DIR=dataDir), holding the data folder's lock meanwhile.
 */
async function openDatabase(app, { databaseUrl, dataDir }) {
  let database;
  let release = async () => {};
  if (dataDir) {
    const folder = path.resolve(dataDir);
    release = await app.lockDataDir(folder, (error) => console.error(`lost the lock on ${folder}: ${error.message}`));
    try {
      database = await app.openPglite(path.join(folder, 'pglite'));
    } catch (error) {
      await release();
      throw error;
    }
  } else database = await app.openPostgres(databaseUrl, { poolSize: 2 });
  try {
    await app.migrate(database);
    await app.seedStandardMasterData(database.db);
  } catch (error) {
    await database.close();
    await release();
    throw error;
  }
  return {
    query: (text, params = []) => database.executeSql(text, params),
    close: async () => {
      await database.close();
      await release();
    },
  };
}

const INPUT_COLUMNS = `"customerId" uuid, "profileId" uuid, email text, slug text, "firstName" text,
  "middleName" text, "lastName" text, nickname text, "firstNameNe" text, "lastNameNe" text, "nicknameNe" text,
  gender text, "dateOfBirth" date, nationality text, "heightCm" numeric, "weightKg" numeric, "reachCm" numeric,
  "weightClassId" uuid, stance text, "affiliationId" uuid, hometown text, record jsonb, "amateurRecord" jsonb,
  "searchText" text, "searchVersion" smallint, "sortName" text`;
const FIGHTER_COLUMNS = `first_name, middle_name, last_name, nickname, first_name_ne, last_name_ne, nickname_ne,
  gender, date_of_birth, nationality, country_code, height_cm, weight_kg, reach_cm, weight_class_id, stance,
  affiliation_id, hometown, prior_record, amateur_record, search_text, search_version`;
const FIGHTER_VALUES = `"firstName", "middleName", "lastName", nickname, "firstNameNe", "lastNameNe", "nicknameNe",
  gender, "dateOfBirth", nationality, nationality, "heightCm", "weightKg", "reachCm", "weightClassId", stance,
  "affiliationId", hometown, record, "amateurRecord", "searchText", "searchVersion"`;
/** One batch: the customers, their approved applications and the public versions, in one statement. */
const INSERT_BATCH = `
  with input as (select * from jsonb_to_recordset($1::jsonb) as x(${INPUT_COLUMNS})),
  new_customers as (
    insert into customers (id, customer_type, registration_purpose, first_name, last_name, email, email_verified,
      password_hash, verified_at)
    select "customerId", 'INDIVIDUAL', 'FIGHTER', "firstName", "lastName", email, true, 'x', now() from input),
  new_profiles as (
    insert into fighter_profiles (id, customer_id, status, ${FIGHTER_COLUMNS}, record_verified_at, submitted_at,
      decided_at)
    select "profileId", "customerId", 'APPROVED', ${FIGHTER_VALUES}, now(), now(), now() from input)
  insert into fighter_public_profiles (fighter_id, slug, ${FIGHTER_COLUMNS}, record_verified, sort_name, approved_at)
  select "profileId", slug, ${FIGHTER_VALUES}, true, "sortName", now() from input`;

/** The app's rule for a new page address (publication.ts, freeSlug): more of the id when another fighter has it. */
function freeSlug(app, taken, fighterId, name) {
  const words = app.slug('', name);
  for (const length of [6, 8, 13, 36]) {
    const candidate =
      length === 6 ? app.slug(fighterId, name) : [fighterId.slice(0, length), words].filter(Boolean).join('-');
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
  throw new Error(`no free slug for ${fighterId}`); // the whole id is unique: cannot happen
}

/**
 * Adds `count` approved fighters with public profiles (and 20 gyms if missing) to PostgreSQL at `databaseUrl` or to
 * PGlite in `dataDir`, 5,000 to a statement. Fighters already seeded here count: the new ones continue the sequence.
 * `seed` changes every name and attribute. Returns what it wrote, with the weight classes and gyms it used.
 */
export async function seedFighters({ count, databaseUrl, dataDir, seed = 1, batchSize = 5000, log = () => {} }) {
  const started = Date.now();
  const app = await appFunctions();
  const db = await openDatabase(app, { databaseUrl, dataDir });
  try {
    const weightClasses = (
      await db.query(
        `select id, gender, lower_kg as "lowerKg", upper_kg as "upperKg" from master_data
         where kind = 'WEIGHT_CLASS' and retired_at is null order by sort_order`,
      )
    ).rows;
    await db.query(
      `insert into master_data (kind, name, city, sort_order)
       select 'AFFILIATION', name, city, 100 + ordinality from unnest($1::text[], $2::text[]) with ordinality as g(name, city)
       on conflict do nothing`,
      [GYMS.map(([name]) => name), GYMS.map(([, city]) => city)],
    );
    const affiliations = (
      await db.query(`select id from master_data where kind = 'AFFILIATION' and name = any($1::text[]) order by name`, [
        GYMS.map(([name]) => name),
      ])
    ).rows.map((row) => row.id);
    const before = Number(
      (await db.query(`select count(*)::int as n from customers where email like 'fighter-%@bench.example'`)).rows[0].n,
    );
    const taken = new Set((await db.query('select slug from fighter_public_profiles')).rows.map((row) => row.slug));
    const searchColumns = new Map();
    const stats = { distinctNames: new Set(), withDevanagari: 0, withNickname: 0, withMiddleName: 0, rare: 0 };
    for (let from = before + 1; from <= before + count; from += batchSize) {
      const rows = [];
      for (let g = from; g < Math.min(from + batchSize, before + count + 1); g += 1) {
        const fighter = fighterAt(g, seed, weightClasses, affiliations);
        const names = {
          firstName: fighter.firstName,
          middleName: fighter.middleName,
          lastName: fighter.lastName,
          nickname: fighter.nickname,
          firstNameNe: fighter.firstNameNe,
          lastNameNe: fighter.lastNameNe,
          nicknameNe: fighter.nicknameNe,
        };
        const key = JSON.stringify(names);
        if (!searchColumns.has(key)) searchColumns.set(key, app.searchColumnsOf(names));
        const customerId = randomUUID();
        const profileId = randomUUID();
        rows.push({
          customerId,
          profileId,
          email: `fighter-${customerId}@bench.example`,
          slug: freeSlug(app, taken, profileId, `${fighter.firstName} ${fighter.lastName}`),
          ...fighter,
          ...searchColumns.get(key),
        });
        stats.distinctNames.add(`${fighter.firstName} ${fighter.lastName}`);
        if (fighter.lastNameNe) stats.withDevanagari += 1;
        if (fighter.nickname) stats.withNickname += 1;
        if (fighter.middleName) stats.withMiddleName += 1;
        if (fighter.lastName === RARE.family[0]) stats.rare += 1;
      }
      await db.query(INSERT_BATCH, [JSON.stringify(rows)]);
      log(`  ${from - before + rows.length - 1} of ${count} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // Fresh statistics for the planner and a visibility map for index-only counts, as a settled database has.
    await db.query(
      'vacuum analyze customers, fighter_profiles, fighter_public_profiles, fighter_search, fighter_search_words, master_data',
    );
    log(`  vacuum analyze done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const total = Number((await db.query('select count(*)::int as n from fighter_public_profiles')).rows[0].n);
    return {
      added: count,
      publicProfiles: total,
      distinctFirstAndLastNames: stats.distinctNames.size,
      withDevanagari: stats.withDevanagari,
      withNickname: stats.withNickname,
      withMiddleName: stats.withMiddleName,
      rareName: { name: RARE.family[0], fighters: stats.rare },
      seconds: Math.round((Date.now() - started) / 100) / 10,
      weightClasses: weightClasses.map(({ id, gender }) => ({ id, gender })),
      affiliations,
    };
  } finally {
    await db.close();
  }
}

/** `count` fighters on the bench database (bench/lib.mjs) or `databaseUrl`; returns the weight classes and gyms used. */
export async function seedProfiles(count, databaseUrl = benchDatabaseUrl) {
  const { weightClasses, affiliations } = await seedFighters({ count, databaseUrl });
  return { weightClasses, affiliations };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, 'data-dir': { type: 'string' }, seed: { type: 'string', default: '1' } },
  });
  const count = Number(values.count);
  const dataDir = values['data-dir'];
  const databaseUrl = dataDir ? undefined : process.env.DATABASE_URL;
  if (!Number.isInteger(count) || count < 1 || (!dataDir && !databaseUrl)) {
    console.error(
      'Usage: DATABASE_URL=postgres://... node bench/seed-fighters.mjs --count N [--seed S]\n' +
        '   or: node bench/seed-fighters.mjs --count N --data-dir DIR [--seed S]   (PGlite, for DATA_DIR=DIR)',
    );
    process.exit(2);
  }
  try {
    console.log(`seeding ${count} fighters into ${dataDir ? `PGlite in ${path.resolve(dataDir)}` : databaseUrl}`);
    const { weightClasses, affiliations, ...seeded } = await seedFighters({
      count,
      databaseUrl,
      dataDir,
      seed: Number(values.seed),
      log: (line) => console.log(line),
    });
    console.log(JSON.stringify({ ...seeded, weightClasses: weightClasses.length, gyms: affiliations.length }, null, 2));
  } catch (error) {
    console.error(error instanceof Error && error.constructor.name === 'DataDirBusyError' ? error.message : error);
    process.exit(1);
  }
}
