// Approved fighters written straight into the tables, as approvals would leave them; shared by the benchmarks.
import { sql } from './lib.mjs';

const FIRST = [
  'Aarav',
  'Bikash',
  'Suman',
  'Nabin',
  'Prakash',
  'Rojan',
  'Sagar',
  'Kiran',
  'Anita',
  'Sita',
  'Puja',
  'Asmita',
  'Dipesh',
  'Ramesh',
  'Sujan',
  'Laxmi',
  'Bimala',
  'Rabin',
  'Sandesh',
  'Pemba',
];
const LAST = [
  'Thapa',
  'Gurung',
  'Rai',
  'Limbu',
  'Magar',
  'Tamang',
  'Sherpa',
  'Shrestha',
  'Karki',
  'Adhikari',
  'Bhandari',
  'Khadka',
  'Basnet',
  'Poudel',
  'Lama',
  'Bista',
  'Thakuri',
  'Chhetri',
  'Maharjan',
  'Ghale',
];
const NICK = ['The Tiger', 'Khukuri', 'Himalayan Hammer', 'Storm', 'Yeti', null, null, null];
const NATIONS = ['NP', 'NP', 'NP', 'NP', 'IN', 'BT', 'BD', 'CN', 'US', 'GB'];

/** `count` approved fighters with public profiles, 20 gyms; returns the weight classes and gyms used. */
export async function seedProfiles(count) {
  const weightClasses = (await sql(`select id, gender from master_data where kind = 'WEIGHT_CLASS'`)).rows;
  const affiliations = [];
  for (let i = 0; i < 20; i += 1) {
    const { rows } = await sql(
      `insert into master_data (kind, name, city, sort_order) values ('AFFILIATION', $1, 'Kathmandu', $2) returning id`,
      [`Bench Gym ${i}`, i],
    );
    affiliations.push(rows[0].id);
  }
  await sql(
    `insert into customers (customer_type, registration_purpose, first_name, last_name, email, email_verified, password_hash, verified_at)
     select 'INDIVIDUAL', 'FIGHTER', 'Bench', 'Fighter', 'fighter' || i || '@bench.example', true, 'x', now()
     from generate_series(1, $1) as i`,
    [count],
  );
  const customers = (await sql(`select id from customers where email like '%@bench.example' order by email`)).rows;
  const rows = customers.map((customer, i) => {
    const female = i % 5 === 0;
    const classes = weightClasses.filter((wc) => wc.gender === (female ? 'FEMALE' : 'MALE'));
    const first = FIRST[(i * 7) % FIRST.length];
    const last = LAST[(i * 13) % LAST.length];
    return {
      customerId: customer.id,
      first,
      last,
      nickname: NICK[i % NICK.length],
      gender: female ? 'FEMALE' : 'MALE',
      nationality: NATIONS[i % NATIONS.length],
      weightClassId: classes[i % classes.length].id,
      affiliationId: i % 3 === 0 ? null : affiliations[i % affiliations.length],
      record: {
        wins: i % 17,
        losses: i % 7,
        draws: i % 2,
        noContests: 0,
        winsByKo: i % 5,
        winsBySub: i % 4,
        winsByDecision: 0,
      },
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await sql(
      `with input as (select * from jsonb_to_recordset($1::jsonb) as x(
          "customerId" uuid, first text, last text, nickname text, gender text, nationality text,
          "weightClassId" uuid, "affiliationId" uuid, record jsonb)),
        profiles as (
          insert into fighter_profiles (customer_id, status, first_name, last_name, nickname, gender, date_of_birth,
            nationality, country_code, height_cm, weight_kg, reach_cm, weight_class_id, stance, affiliation_id,
            prior_record, amateur_record, submitted_at, decided_at)
          select "customerId", 'APPROVED', first, last, nickname, gender, date '1996-04-12', nationality, nationality,
            175, 70, 180, "weightClassId", 'ORTHODOX', "affiliationId", record, record, now(), now()
          from input returning *)
        insert into fighter_public_profiles (fighter_id, slug, first_name, last_name, nickname, gender, date_of_birth,
          nationality, country_code, height_cm, weight_kg, reach_cm, weight_class_id, stance, affiliation_id,
          prior_record, amateur_record, record_verified, search_text, sort_name, approved_at)
        select id, left(id::text, 6) || '-' || lower(first_name) || '-' || lower(last_name), first_name, last_name,
          nickname, gender, date_of_birth, nationality, country_code, height_cm, weight_kg, reach_cm, weight_class_id,
          stance, affiliation_id, prior_record, amateur_record, true,
          lower(concat_ws(' ', first_name, last_name, nickname)), lower(last_name || ' ' || first_name), now()
        from profiles`,
      [JSON.stringify(batch)],
    );
  }
  await sql('analyze');
  return { weightClasses, affiliations };
}
