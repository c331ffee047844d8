import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_FOR_SUBMISSION } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { masterDataChanged } from '../masterdata/master-data-cache';
import { masterDataRepository } from '../masterdata/master-data.repository';
import { createAffiliation, createTitle, createWeightClass } from '../../../test/master-data-factories';
import { applicationBody, createPhoto, signedInCustomer, weightClassNamed } from '../../../test/fighter-factories';

const t = useTestApp();

/** Ids the cases below refer to, made once the app exists. */
const ids = {} as Record<'womens' | 'retiredClass' | 'affiliation' | 'retiredGym' | 'lightweight', string>;
let retiredTitle = '';

beforeAll(async () => {
  const db = t.database.db;
  ids.lightweight = await weightClassNamed(db, 'Lightweight');
  ids.womens = await weightClassNamed(db, "Women's Strawweight");
  ids.retiredClass = (await createWeightClass(db, { retiredAt: new Date() })).id;
  ids.affiliation = (await createAffiliation(db)).id;
  ids.retiredGym = (await createAffiliation(db, { retiredAt: new Date() })).id;
  retiredTitle = (await createTitle(db, { code: 'SIR', retiredAt: new Date() })).code ?? '';
});

async function applicant() {
  const { customer, client } = await signedInCustomer(t.app, t.database.db);
  const photo = await createPhoto(t.database.db, customer.id);
  return { client, body: applicationBody(ids.lightweight, photo, { affiliationId: ids.affiliation }) };
}

const tenYearsAgo = () => `${new Date().getUTCFullYear() - 10}-01-01`;

/** One bad value per field, with the field (as fieldErrors names it) and the code it earns. */
const BAD_VALUES: [string, () => Record<string, unknown>, string, string][] = [
  ['a title that is not a code', () => ({ title: 'KING1' }), 'title', 'HUBFPTL001'],
  ['an unknown title', () => ({ title: 'XYZ' }), 'title', 'HUBFPTL001'],
  ['a retired title', () => ({ title: retiredTitle }), 'title', 'HUBFPTL001'],
  ['a one-letter first name', () => ({ firstName: 'B' }), 'firstName', 'HUBCSFN002'],
  ['a first name with digits', () => ({ firstName: 'B1kash' }), 'firstName', 'HUBCSFN004'],
  ['a long middle name', () => ({ middleName: 'm'.repeat(51) }), 'middleName', 'HUBCSMN003'],
  ['a long last name', () => ({ lastName: 'l'.repeat(51) }), 'lastName', 'HUBCSLN003'],
  ['a long nickname', () => ({ nickname: 'n'.repeat(41) }), 'nickname', 'HUBFPNK001'],
  ['a Nepali first name in Latin letters', () => ({ firstNameNe: 'Bikash' }), 'firstNameNe', 'HUBFPNE001'],
  ['a Nepali last name with a Latin letter', () => ({ lastNameNe: 'थापा Magar' }), 'lastNameNe', 'HUBFPNE001'],
  ['a Nepali nickname in Latin letters', () => ({ nicknameNe: 'Tiger' }), 'nicknameNe', 'HUBFPNE001'],
  ['a long Nepali first name', () => ({ firstNameNe: 'न'.repeat(51) }), 'firstNameNe', 'HUBCSFN003'],
  ['a long Nepali last name', () => ({ lastNameNe: 'न'.repeat(51) }), 'lastNameNe', 'HUBCSLN003'],
  ['a long Nepali nickname', () => ({ nicknameNe: 'न'.repeat(41) }), 'nicknameNe', 'HUBFPNK001'],
  ['another gender', () => ({ gender: 'OTHER' }), 'gender', 'HUBFPGN002'],
  ['a birth date in the future', () => ({ dateOfBirth: '2999-01-01' }), 'dateOfBirth', 'HUBCSDB002'],
  ['a ten-year-old', () => ({ dateOfBirth: tenYearsAgo() }), 'dateOfBirth', 'HUBFPDB001'],
  ['a nationality in words', () => ({ nationality: 'Nepali' }), 'nationality', 'HUBCSNT002'],
  ['an unknown nationality', () => ({ nationality: 'XX' }), 'nationality', 'HUBCSNT002'],
  ['a three-letter country', () => ({ countryCode: 'NPL' }), 'countryCode', 'HUBFPCC002'],
  ['an unknown country', () => ({ countryCode: 'QQ' }), 'countryCode', 'HUBFPCC002'],
  ['a height in words', () => ({ heightCm: 'tall' }), 'heightCm', 'HUBFPHT001'],
  ['a height out of range', () => ({ heightCm: 90 }), 'heightCm', 'HUBFPHT002'],
  ['a weight out of range', () => ({ weightKg: 250 }), 'weightKg', 'HUBFPWT002'],
  ['a reach out of range', () => ({ reachCm: 60 }), 'reachCm', 'HUBFPRC002'],
  ['a weight class that is no id', () => ({ weightClassId: 'lightweight' }), 'weightClassId', 'HUBFPWC002'],
  ['an unknown weight class', () => ({ weightClassId: randomUUID() }), 'weightClassId', 'HUBFPWC002'],
  ['a retired weight class', () => ({ weightClassId: ids.retiredClass }), 'weightClassId', 'HUBFPWC002'],
  ['a gym as weight class', () => ({ weightClassId: ids.affiliation }), 'weightClassId', 'HUBFPWC002'],
  ['a women’s class for a man', () => ({ weightClassId: ids.womens }), 'weightClassId', 'HUBFPWC003'],
  ['another stance', () => ({ stance: 'CRANE' }), 'stance', 'HUBFPSN002'],
  ['an unknown gym', () => ({ affiliationId: randomUUID() }), 'affiliationId', 'HUBFPAF001'],
  ['a retired gym', () => ({ affiliationId: ids.retiredGym }), 'affiliationId', 'HUBFPAF001'],
  ['a weight class as gym', () => ({ affiliationId: ids.lightweight }), 'affiliationId', 'HUBFPAF001'],
  ['a long coach name', () => ({ coach: 'c'.repeat(81) }), 'coach', 'HUBFPCH001'],
  ['a long hometown', () => ({ hometown: 'h'.repeat(81) }), 'hometown', 'HUBFPHM001'],
  ['a long bio', () => ({ bio: 'b'.repeat(2001) }), 'bio', 'HUBFPBI001'],
  ['a photo that is no id', () => ({ photo: 'me.jpg' }), 'photo', 'HUBFPPH002'],
  ['a photo never uploaded', () => ({ photo: randomUUID() }), 'photo', 'HUBFPPH002'],
  ['a link that is no URL', () => ({ socialLinks: { instagram: 'bikash' } }), 'socialLinks.instagram', 'HUBFPSL001'],
  [
    'a link to another network',
    () => ({ socialLinks: { facebook: 'https://instagram.com/bikash' } }),
    'socialLinks.facebook',
    'HUBFPSL002',
  ],
  ['a negative win count', () => ({ priorRecord: { wins: -1 } }), 'priorRecord.wins', 'HUBFPRD001'],
  ['more finishes than wins', () => ({ priorRecord: { wins: 1, winsByKo: 2 } }), 'priorRecord.wins', 'HUBFPRD002'],
  ['a fraction of a loss', () => ({ amateurRecord: { losses: 1.5 } }), 'amateurRecord.losses', 'HUBFPRD001'],
];

describe('fighter application fields', () => {
  it('accepts the complete application as sent', async () => {
    const { client, body } = await applicant();
    const reply = await client.post('/fighter-profiles', { ...body, submit: true });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'PENDING', affiliation: { id: ids.affiliation } });
  });

  it.each(BAD_VALUES)('refuses %s (%s: %s)', async (_case, change, field, code) => {
    const { client, body } = await applicant();
    // Present values are checked on every save, drafts included.
    for (const submit of [false, true]) {
      const reply = await client.post('/fighter-profiles', { ...body, ...change(), submit });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(code);
      expect(reply.body.fieldErrors[field]).toMatchObject({ code, message: expect.any(String) });
    }
    expect((await client.get('/fighter-profiles')).status).toBe(404);
  });

  it('lists every missing required field when sending, and sends nothing', async () => {
    const { client } = await applicant();
    const reply = await client.post('/fighter-profiles', { nickname: 'Tiger', submit: true });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBCSFN001');
    expect(
      Object.fromEntries(
        Object.entries(reply.body.fieldErrors).map(([field, error]) => [field, (error as { code: string }).code]),
      ),
    ).toEqual(REQUIRED_FOR_SUBMISSION);
    expect((await client.get('/fighter-profiles')).status).toBe(404);
  });

  it('names each missing field in the caller’s language', async () => {
    const { client, body } = await applicant();
    await client.post('/fighter-profiles', body);
    const reply = await client.put(
      '/fighter-profiles',
      { ...body, stance: undefined, heightCm: null, submit: true },
      { 'accept-language': 'ne' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors).toEqual({
      heightCm: { code: 'HUBFPHT001', message: 'उचाइ आवश्यक छ' },
      stance: { code: 'HUBFPSN001', message: 'स्ट्यान्स आवश्यक छ' },
    });
    expect((await client.get('/fighter-profiles')).body.data).toMatchObject({ status: 'DRAFT', stance: 'ORTHODOX' });
  });

  it('reports server-side problems on several fields together', async () => {
    const { client, body } = await applicant();
    const reply = await client.post('/fighter-profiles', {
      ...body,
      nationality: 'XX',
      weightClassId: ids.womens,
      affiliationId: randomUUID(),
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.fieldErrors).sort()).toEqual(['affiliationId', 'nationality', 'weightClassId']);
  });

  it('treats blank strings and nulls from forms as not given', async () => {
    const { client } = await applicant();
    const reply = await client.post('/fighter-profiles', {
      firstName: 'Bikash',
      nickname: '',
      coach: null,
      title: ' ',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ nickname: null, coach: null, title: null });
  });

  it('upper-cases codes and keeps a women’s class for a woman', async () => {
    const { client, body } = await applicant();
    const reply = await client.post('/fighter-profiles', {
      ...body,
      title: 'ms',
      gender: 'FEMALE',
      weightClassId: ids.womens,
      nationality: 'np',
      countryCode: 'np',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ title: 'MS', nationality: 'NP', countryCode: 'NP' });
  });

  it('does not hold a since-retired choice against an unchanged field', async () => {
    const { client, body } = await applicant();
    const gym = await createAffiliation(t.database.db);
    await client.post('/fighter-profiles', { ...body, affiliationId: gym.id });
    await masterDataRepository.update(t.database.db, gym.id, { retiredAt: new Date() });
    masterDataChanged(t.database.db);
    const reply = await client.put('/fighter-profiles', { ...body, affiliationId: gym.id, bio: 'Another bio' });
    expect(reply.status).toBe(200);
    const moved = await client.put('/fighter-profiles', { ...body, affiliationId: ids.retiredGym });
    expect(moved.body.fieldErrors.affiliationId.code).toBe('HUBFPAF001');
  });
});
