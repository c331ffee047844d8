import { storagesFor } from '../../lib/storages';
import sharp from 'sharp';
import type { FightRecord, FighterGender, Stance } from '@ringside/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { addCustomer, customerByEmail } from '../identity/customers';
import { MasterDataCatalogue } from '../masterdata/master-data.service';
import { portraitSvg } from './demo-portraits';
import { type FighterValues } from './fighter-values';
import { historyRepository as history } from './history.repository';
import { FighterPhotos } from './photos.service';
import { profilesRepository as profiles } from './profiles.repository';
import { publish } from './publication';

interface DemoFighter {
  firstName: string;
  lastName: string;
  nickname: string | null;
  /** The names and nickname in Devanagari, as a Nepali fan reads them. */
  firstNameNe: string;
  lastNameNe: string;
  nicknameNe: string | null;
  gender: FighterGender;
  dateOfBirth: string;
  weightClass: string;
  gym: string;
  hometown: string;
  heightCm: number;
  weightKg: number;
  reachCm: number;
  stance: Stance;
  record: [wins: number, losses: number, draws: number, ko: number, sub: number];
  bio: string;
  /** The generated portrait's colours (see demo-portraits.ts): a strong one and a dark one. */
  colours: [string, string];
}

/** Approved fighters of the demo: men and women across the divisions, from the demo gyms. */
export const DEMO_FIGHTERS: readonly DemoFighter[] = [
  {
    firstName: 'Bikash',
    lastName: 'Thapa',
    nickname: 'The Tiger',
    firstNameNe: 'विकास',
    lastNameNe: 'थापा',
    nicknameNe: 'बाघ',
    gender: 'MALE',
    dateOfBirth: '1996-04-12',
    weightClass: 'Lightweight',
    gym: 'Himalayan Fight Academy',
    hometown: 'Kathmandu',
    heightCm: 175,
    weightKg: 70,
    reachCm: 180,
    stance: 'ORTHODOX',
    record: [9, 2, 0, 5, 2],
    bio: 'A former national wushu medallist who switched to MMA in 2018; heavy hands and a relentless pace.',
    colours: ['#b91c1c', '#450a0a'],
  },
  {
    firstName: 'Anjali',
    lastName: 'Gurung',
    nickname: 'Storm',
    firstNameNe: 'अञ्जली',
    lastNameNe: 'गुरुङ',
    nicknameNe: 'आँधी',
    gender: 'FEMALE',
    dateOfBirth: '1999-09-03',
    weightClass: "Women's Strawweight",
    gym: 'Everest Fight Club',
    hometown: 'Pokhara',
    heightCm: 160,
    weightKg: 52,
    reachCm: 162,
    stance: 'SOUTHPAW',
    record: [6, 1, 0, 2, 3],
    bio: 'Grew up wrestling with her brothers by Phewa Lake; the first woman from Pokhara to fight professionally.',
    colours: ['#1d4ed8', '#172554'],
  },
  {
    firstName: 'Pemba',
    lastName: 'Sherpa',
    nickname: 'Yeti',
    firstNameNe: 'पेम्बा',
    lastNameNe: 'शेर्पा',
    nicknameNe: 'यती',
    gender: 'MALE',
    dateOfBirth: '1993-12-20',
    weightClass: 'Light Heavyweight',
    gym: 'Boudha Combat Sports',
    hometown: 'Solukhumbu',
    heightCm: 183,
    weightKg: 92,
    reachCm: 188,
    stance: 'ORTHODOX',
    record: [11, 4, 1, 8, 1],
    bio: 'Carried loads to Everest base camp before he carried belts; nobody outlasts him in the third round.',
    colours: ['#0f766e', '#042f2e'],
  },
  {
    firstName: 'Sujan',
    lastName: 'Rai',
    nickname: 'Khukuri',
    firstNameNe: 'सुजन',
    lastNameNe: 'राई',
    nicknameNe: 'खुकुरी',
    gender: 'MALE',
    dateOfBirth: '1998-02-14',
    weightClass: 'Featherweight',
    gym: 'Dharan Gorkha Fight Team',
    hometown: 'Dharan',
    heightCm: 170,
    weightKg: 65,
    reachCm: 174,
    stance: 'SWITCH',
    record: [7, 3, 0, 3, 2],
    bio: 'Switches stance mid-exchange and finishes with a sharp left hook; trains beside Gurkha veterans.',
    colours: ['#7c3aed', '#2e1065'],
  },
  {
    firstName: 'Sabina',
    lastName: 'Magar',
    nickname: null,
    firstNameNe: 'सबिना',
    lastNameNe: 'मगर',
    nicknameNe: null,
    gender: 'FEMALE',
    dateOfBirth: '1997-06-30',
    weightClass: "Women's Flyweight",
    gym: 'Patan Warriors MMA',
    hometown: 'Lalitpur',
    heightCm: 163,
    weightKg: 56,
    reachCm: 165,
    stance: 'ORTHODOX',
    record: [5, 2, 0, 1, 3],
    bio: 'A judo black belt with slick transitions; most of her wins came by submission in the first round.',
    colours: ['#c2410c', '#431407'],
  },
  {
    firstName: 'Ramesh',
    lastName: 'Limbu',
    nickname: 'Himalayan Hammer',
    firstNameNe: 'रमेश',
    lastNameNe: 'लिम्बू',
    nicknameNe: 'हिमाली हथौडा',
    gender: 'MALE',
    dateOfBirth: '1994-11-08',
    weightClass: 'Welterweight',
    gym: 'Dharan Gorkha Fight Team',
    hometown: 'Ilam',
    heightCm: 178,
    weightKg: 77,
    reachCm: 183,
    stance: 'ORTHODOX',
    record: [12, 5, 0, 9, 0],
    bio: 'Tea-garden strength and a right hand that has ended nine fights; the promotion’s knockout leader.',
    colours: ['#15803d', '#052e16'],
  },
  {
    firstName: 'Kabita',
    lastName: 'Tamang',
    nickname: 'Rhino',
    firstNameNe: 'कविता',
    lastNameNe: 'तामाङ',
    nicknameNe: 'गैंडा',
    gender: 'FEMALE',
    dateOfBirth: '2000-01-25',
    weightClass: "Women's Bantamweight",
    gym: 'Chitwan Rhino Martial Arts',
    hometown: 'Bharatpur',
    heightCm: 166,
    weightKg: 61,
    reachCm: 168,
    stance: 'ORTHODOX',
    record: [4, 0, 0, 3, 1],
    bio: 'Unbeaten and still improving: a national karate champion who now finishes fights on the ground too.',
    colours: ['#a16207', '#422006'],
  },
  {
    firstName: 'Nabin',
    lastName: 'Karki',
    nickname: null,
    firstNameNe: 'नवीन',
    lastNameNe: 'कार्की',
    nicknameNe: null,
    gender: 'MALE',
    dateOfBirth: '1995-08-17',
    weightClass: 'Middleweight',
    gym: 'Patan Warriors MMA',
    hometown: 'Bhaktapur',
    heightCm: 181,
    weightKg: 84,
    reachCm: 186,
    stance: 'SOUTHPAW',
    record: [8, 4, 1, 2, 4],
    bio: 'A patient southpaw with a long jab and a dangerous guard; coaches the gym’s youth team on weekends.',
    colours: ['#0369a1', '#082f49'],
  },
];

const recordOf = ([wins, losses, draws, ko, sub]: DemoFighter['record']): FightRecord => ({
  wins,
  losses,
  draws,
  noContests: 0,
  winsByKo: ko,
  winsBySub: sub,
  winsByDecision: wins - ko - sub,
});

/**
 * Approved demo fighters with accounts (`fighter1@sfc.example`... with the demo password), generated
 * portraits (through the photo pipeline, like an upload) and their gyms where the demo has them. Demo seed only; adds nothing when they exist.
 */
export async function seedDemoFighters(db: Db, config: AppConfig, passwordHash: string): Promise<number> {
  if (await customerByEmail(db, 'fighter1@sfc.example')) return 0;
  const catalogue = new MasterDataCatalogue(db);
  const [weightClasses, gyms] = await Promise.all([catalogue.active('WEIGHT_CLASS'), catalogue.active('AFFILIATION')]);
  const idOf = (entries: typeof gyms, name: string) => entries.find((entry) => entry.name === name)?.id ?? null;
  const photos = new FighterPhotos(db, storagesFor(config).media, {
    maxBytes: config.uploads.photoMaxBytes,
    perDay: config.uploads.photosPerDay,
  });

  let added = 0;
  for (const [index, fighter] of DEMO_FIGHTERS.entries()) {
    const weightClassId = idOf(weightClasses, fighter.weightClass);
    if (!weightClassId) continue;
    const customer = await addCustomer(db, {
      customerType: 'INDIVIDUAL',
      registrationPurpose: 'FIGHTER',
      firstName: fighter.firstName,
      lastName: fighter.lastName,
      email: `fighter${index + 1}@sfc.example`,
      emailVerified: true,
      passwordHash,
      verifiedAt: new Date(),
      dateOfBirth: fighter.dateOfBirth,
      nationality: 'NP',
      country: 'NP',
      city: fighter.hometown,
    });
    const picture = await sharp(Buffer.from(portraitSvg(fighter)))
      .png()
      .toBuffer();
    const photo = await photos.upload(customer.id, async () => picture, { byStaff: true });
    const values: FighterValues = {
      title: fighter.gender === 'MALE' ? 'MR' : 'MS',
      firstName: fighter.firstName,
      middleName: null,
      lastName: fighter.lastName,
      nickname: fighter.nickname,
      firstNameNe: fighter.firstNameNe,
      lastNameNe: fighter.lastNameNe,
      nicknameNe: fighter.nicknameNe,
      gender: fighter.gender,
      dateOfBirth: fighter.dateOfBirth,
      nationality: 'NP',
      countryCode: 'NP',
      heightCm: fighter.heightCm,
      weightKg: fighter.weightKg,
      reachCm: fighter.reachCm,
      weightClassId,
      stance: fighter.stance,
      affiliationId: idOf(gyms, fighter.gym),
      coach: null,
      hometown: fighter.hometown,
      bio: fighter.bio,
      photoId: photo.id,
      socialLinks: {},
      priorRecord: recordOf(fighter.record),
      amateurRecord: null,
    };
    const now = new Date();
    await db.transaction(async (tx) => {
      const profile = await profiles.insert(tx, {
        customerId: customer.id,
        status: 'APPROVED',
        ...values,
        submittedAt: now,
        decidedAt: now,
        recordVerifiedAt: now,
      });
      await publish(tx, profile, undefined, now);
      await history.insert(tx, {
        fighterId: profile.id,
        action: 'APPROVED',
        fromStatus: null,
        toStatus: 'APPROVED',
        actorId: null,
        actorIsStaff: true,
        reason: 'Demo data',
      });
    });
    added += 1;
  }
  return added;
}
