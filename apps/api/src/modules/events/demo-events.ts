import { storagesFor } from '../../lib/storages';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { BoutMethod, BoutOutcome } from '@ringside/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { DEMO_FIGHTERS } from '../fighters/demo-fighters';
import { publicFighters } from '../fighters/published';
import { MasterDataCatalogue } from '../masterdata/master-data.service';
import { calendarServices } from './calendar.module';
import { type PosterCorner, type PosterInput, posterSvg } from './demo-posters';
import { type EventInput, baseSlug, freeSlug } from './event-fields';
import { eventsRepository } from './events.repository';
import { events } from './events.table';

type Fighter = `${string} ${string}`;

interface DemoBout {
  red: Fighter;
  blue: Fighter;
  weightClass: string;
  rounds: number;
  title?: boolean;
  /** The result of a past bout: winner (or null for a draw), method, round, time. */
  result?: [winner: Fighter | null, method: BoutMethod, round: number, time: string];
}

export interface DemoTier {
  name: string;
  nameNe: string;
  amount: number;
  capacity: number;
  perOrderLimit: number;
}

const FAN_ZONE = { name: 'Fan zone (free)', nameNe: 'फ्यान जोन (निःशुल्क)', amount: 0, perOrderLimit: 1 };

export interface DemoEvent {
  name: string;
  tagline: string;
  description: string;
  /** The name, tagline and description in Nepali (decision 50). */
  nameNe: string;
  taglineNe: string;
  descriptionNe: string;
  /** Days from the seeding; the fights start at 18:00 in Kathmandu. */
  inDays: number;
  venue: {
    name: string;
    city: string;
    address: string;
    mapUrl: string;
    nameNe: string;
    cityNe: string;
    addressNe: string;
  };
  /** Upcoming events only: fighter registration opens and closes this many days from the seeding. */
  registration?: { opensInDays: number; closesInDays: number; weightClasses: string[] };
  /** Upcoming events only: the seats on sale (prices in paisa; 0 is free). */
  tiers?: DemoTier[];
  /** The poster's colours. */
  colours: [string, string];
  /** The poster's line in Nepali. */
  nepali: string;
  card: DemoBout[];
}

const mapUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
const DASARATH = {
  name: 'Dasarath Rangasala',
  city: 'Kathmandu',
  address: 'Tripureshwor',
  mapUrl: mapUrl('Dasarath Rangasala, Kathmandu'),
  nameNe: 'दशरथ रंगशाला',
  cityNe: 'काठमाडौं',
  addressNe: 'त्रिपुरेश्वर',
};
const POKHARA = {
  name: 'Pokhara Rangasala',
  city: 'Pokhara',
  address: 'Ranipauwa',
  mapUrl: mapUrl('Pokhara Rangasala, Pokhara'),
  nameNe: 'पोखरा रंगशाला',
  cityNe: 'पोखरा',
  addressNe: 'रानीपौवा',
};

/** Two past nights with results and two ahead (the first taking fighter registrations now). */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: 'SFC 1: Rise of the Himalayas',
    tagline: 'The first night of professional MMA under the Summit banner',
    description:
      'Summit Fighting Championship opened its first season at the national stadium: a light heavyweight ' +
      'title fight at the top of a card of Nepal’s best.',
    nameNe: 'SFC 1: हिमालयको उदय',
    taglineNe: 'समिटको ब्यानरमुनि पेशेवर एमएमएको पहिलो रात',
    descriptionNe:
      'समिट फाइटिङ च्याम्पियनसिपले आफ्नो पहिलो सिजन राष्ट्रिय रंगशालाबाट सुरु गर्‍यो: नेपालका उत्कृष्ट ' +
      'फाइटरहरूको कार्डको शीर्षमा लाइट हेभीवेट उपाधि फाइट।',
    inDays: -120,
    venue: DASARATH,
    colours: ['#7f1d1d', '#111827'],
    nepali: 'हिमालयको उदय  ·  दशरथ रंगशाला, काठमाडौं',
    card: [
      {
        red: 'Pemba Sherpa',
        blue: 'Nabin Karki',
        weightClass: 'Light Heavyweight',
        rounds: 5,
        title: true,
        result: ['Pemba Sherpa', 'KO_TKO', 2, '3:41'],
      },
      {
        red: 'Bikash Thapa',
        blue: 'Sujan Rai',
        weightClass: 'Lightweight',
        rounds: 3,
        result: ['Bikash Thapa', 'DECISION_UNANIMOUS', 3, '5:00'],
      },
      {
        red: 'Sabina Magar',
        blue: 'Anjali Gurung',
        weightClass: "Women's Flyweight",
        rounds: 3,
        result: ['Sabina Magar', 'SUBMISSION', 1, '3:12'],
      },
    ],
  },
  {
    name: 'SFC 2: Lakeside Fury',
    tagline: 'The Summit comes to Pokhara',
    description: 'A welterweight main event by Phewa Lake, the Sherpa–Karki rematch and the unbeaten Kabita Tamang.',
    nameNe: 'SFC 2: लेकसाइड फ्युरी',
    taglineNe: 'समिट पोखरा आइपुग्यो',
    descriptionNe: 'फेवाताल किनारमा वेल्टरवेट मुख्य फाइट, शेर्पा–कार्की रिम्याच र अपराजित कविता तामाङ।',
    inDays: -40,
    venue: POKHARA,
    colours: ['#1e3a8a', '#0f172a'],
    nepali: 'लेकसाइड फ्युरी  ·  पोखरा रंगशाला, पोखरा',
    card: [
      {
        red: 'Ramesh Limbu',
        blue: 'Bikash Thapa',
        weightClass: 'Welterweight',
        rounds: 5,
        result: ['Ramesh Limbu', 'KO_TKO', 2, '4:05'],
      },
      {
        red: 'Pemba Sherpa',
        blue: 'Nabin Karki',
        weightClass: 'Light Heavyweight',
        rounds: 3,
        result: [null, 'DECISION_SPLIT', 3, '5:00'],
      },
      {
        red: 'Kabita Tamang',
        blue: 'Anjali Gurung',
        weightClass: "Women's Bantamweight",
        rounds: 3,
        result: ['Kabita Tamang', 'DECISION_UNANIMOUS', 3, '5:00'],
      },
    ],
  },
  {
    name: 'SFC 3: Kathmandu Showdown',
    tagline: 'Thapa and Rai settle it over five rounds',
    description:
      'The lightweight rematch headlines a night at the national stadium. Fighters: registration is open in ' +
      'the weight classes below. Fans: the fan zone is free; seats from Rs. 1,000.',
    nameNe: 'SFC 3: काठमाडौं शोडाउन',
    taglineNe: 'थापा र राई: पाँच राउन्डमा फैसला',
    descriptionNe:
      'राष्ट्रिय रंगशालामा हुने यस रातको मुख्य आकर्षण लाइटवेट रिम्याच हो। फाइटरहरू: तलका तौल वर्गहरूमा ' +
      'दर्ता खुला छ। दर्शकहरू: फ्यान जोन निःशुल्क छ; सिट रु. १,००० देखि।',
    inDays: 24,
    venue: DASARATH,
    registration: {
      opensInDays: -3,
      closesInDays: 17,
      weightClasses: ['Featherweight', 'Lightweight', 'Welterweight', "Women's Strawweight", "Women's Flyweight"],
    },
    tiers: [
      { ...FAN_ZONE, capacity: 200 },
      { name: 'General', nameNe: 'सामान्य', amount: 100_000, capacity: 300, perOrderLimit: 6 },
      { name: 'VIP', nameNe: 'भीआईपी', amount: 350_000, capacity: 100, perOrderLimit: 4 },
      { name: 'Ringside', nameNe: 'रिङसाइड', amount: 1_000_000, capacity: 24, perOrderLimit: 2 },
    ],
    colours: ['#b45309', '#1c1917'],
    nepali: 'काठमाडौं शोडाउन  ·  दशरथ रंगशाला, काठमाडौं',
    card: [
      { red: 'Bikash Thapa', blue: 'Sujan Rai', weightClass: 'Lightweight', rounds: 5 },
      { red: 'Sabina Magar', blue: 'Kabita Tamang', weightClass: "Women's Flyweight", rounds: 3 },
    ],
  },
  {
    name: 'SFC 4: Pokhara Fight Night',
    tagline: 'The middleweight title on the line',
    description: 'Ramesh Limbu moves up to challenge Nabin Karki. More bouts to be announced.',
    nameNe: 'SFC 4: पोखरा फाइट नाइट',
    taglineNe: 'मिडलवेट उपाधि दाउमा',
    descriptionNe: 'रमेश लिम्बू माथिल्लो तौलमा उक्लेर नवीन कार्कीलाई चुनौती दिँदैछन्। थप फाइटहरूको घोषणा हुन बाँकी छ।',
    inDays: 90,
    venue: POKHARA,
    registration: { opensInDays: 30, closesInDays: 80, weightClasses: ['Middleweight', 'Light Heavyweight'] },
    tiers: [
      { ...FAN_ZONE, capacity: 500 },
      { name: 'VIP', nameNe: 'भीआईपी', amount: 250_000, capacity: 150, perOrderLimit: 4 },
    ],
    colours: ['#065f46', '#022c22'],
    nepali: 'पोखरा फाइट नाइट  ·  पोखरा रंगशाला, पोखरा',
    card: [{ red: 'Ramesh Limbu', blue: 'Nabin Karki', weightClass: 'Middleweight', rounds: 5, title: true }],
  },
];

/** A day from `now` at 18:00 in Kathmandu (12:15 UTC). */
function dayAt(now: Date, days: number): Date {
  const date = new Date(now.getTime() + days * 86_400_000);
  date.setUTCHours(12, 15, 0, 0);
  return date;
}

const CORNERS = { red: '#dc2626', blue: '#2563eb' };

/** What the event's poster shows: its name, main event (with the fighters' demo portraits), date and venue. */
export function posterOf(event: DemoEvent, startsAt: Date, brand: string): PosterInput {
  const [main, ...undercard] = event.card;
  if (!main) throw new Error(`${event.name} has no bouts`);
  const corner = (name: Fighter, colour: string): PosterCorner => {
    const fighter = DEMO_FIGHTERS.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === name);
    if (!fighter) throw new Error(`${name} is not a demo fighter`);
    return { ...fighter, corner: colour };
  };
  const surname = (name: Fighter) => name.split(' ').slice(1).join(' ');
  return {
    name: event.name,
    tagline: event.tagline,
    startsAt,
    venue: event.venue,
    nepali: event.nepali,
    colours: event.colours,
    main: {
      red: corner(main.red, CORNERS.red),
      blue: corner(main.blue, CORNERS.blue),
      weightClass: main.weightClass,
      rounds: main.rounds,
      title: main.title ?? false,
    },
    undercard: undercard.map((bout) => `${surname(bout.red)} vs ${surname(bout.blue)}`),
    brand,
  };
}

function eventFields(event: DemoEvent, now: Date, weightClassIds: string[]): EventInput {
  return {
    name: event.name,
    nameNe: event.nameNe,
    tagline: event.tagline,
    taglineNe: event.taglineNe,
    description: event.description,
    descriptionNe: event.descriptionNe,
    startsAt: dayAt(now, event.inDays).toISOString(),
    venue: event.venue,
    registrationOpensAt: event.registration ? dayAt(now, event.registration.opensInDays).toISOString() : null,
    registrationClosesAt: event.registration ? dayAt(now, event.registration.closesInDays).toISOString() : null,
    weightClassIds,
  };
}

/**
 * The demo calendar, with demo fighters on the cards (run after them). Upcoming events go through the staff
 * services as a booker would build them; past ones are written as live events, then get their results through
 * the results service (so records add up) and are completed. Each gets a poster drawn for it (demo-posters.ts,
 * with its date) through the poster upload. Demo seed only; adds nothing when events exist.
 */
export async function seedDemoEvents(db: Db, config: AppConfig, now = new Date()): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(events);
  if ((existing?.total ?? 0) > 0) return 0;
  const masterData = new MasterDataCatalogue(db);
  const services = calendarServices(
    {
      db,
      masterData,
      storage: storagesFor(config).media,
      eventChanged: () => {},
      fightersChanged: () => {},
      cancelled: () => {},
      postponed: () => {},
    },
    config.uploads.photoMaxBytes,
  );
  const weightClasses = new Map((await masterData.active('WEIGHT_CLASS')).map((entry) => [entry.name, entry.id]));
  const fighterIds = new Map<string, string>();
  const fighters = publicFighters();
  const named = { fighterId: fighters.fighterId, firstName: fighters.firstName, lastName: fighters.lastName };
  for (const row of await db.select(named).from(fighters))
    fighterIds.set(`${row.firstName} ${row.lastName}`, row.fighterId);
  const boutsOf = (event: DemoEvent) =>
    event.card.flatMap((bout) => {
      const [red, blue, weightClassId] = [
        fighterIds.get(bout.red),
        fighterIds.get(bout.blue),
        weightClasses.get(bout.weightClass),
      ];
      return red && blue && weightClassId ? [{ bout, red, blue, weightClassId }] : [];
    });

  for (const event of DEMO_EVENTS) {
    const openClasses = (event.registration?.weightClasses ?? []).flatMap((name) => weightClasses.get(name) ?? []);
    let eventId: string;
    if (event.inDays > 0) {
      eventId = (await services.admin.create(null, eventFields(event, now, openClasses), 'en')).id;
    } else {
      const startsAt = dayAt(now, event.inDays);
      const row = await eventsRepository.insert(db, {
        slug: await freeSlug(db, baseSlug(event.name, startsAt)),
        name: event.name,
        nameNe: event.nameNe,
        tagline: event.tagline,
        taglineNe: event.taglineNe,
        description: event.description,
        descriptionNe: event.descriptionNe,
        startsAt,
        venueName: event.venue.name,
        venueNameNe: event.venue.nameNe,
        venueCity: event.venue.city,
        venueCityNe: event.venue.cityNe,
        venueAddress: event.venue.address,
        venueAddressNe: event.venue.addressNe,
        venueMapUrl: event.venue.mapUrl,
        status: 'LIVE',
        publishedAt: dayAt(now, event.inDays - 45),
      });
      eventId = row.id;
    }
    for (const tier of event.tiers ?? [])
      await services.tiers.create(eventId, { ...tier, salesStartAt: null, salesEndAt: null, active: true });
    const poster = posterSvg(posterOf(event, dayAt(now, event.inDays), config.brand.name));
    await services.posters.upload(eventId, await sharp(Buffer.from(poster)).png().toBuffer(), 'en');
    for (const { bout, red, blue, weightClassId } of boutsOf(event)) {
      const input = {
        weightClassId,
        redFighterId: red,
        blueFighterId: blue,
        scheduledRounds: bout.rounds,
        isMainEvent: bout === event.card[0],
        isTitleFight: bout.title ?? false,
      };
      const { fightCard } = await services.cards.add(eventId, input, 'en');
      const added = fightCard.find((entry) => entry.red.id === red);
      if (!bout.result || !added) continue;
      const [winner, method, round, time] = bout.result;
      const outcome: BoutOutcome = winner ? 'WIN' : 'DRAW';
      const winnerId = winner ? (fighterIds.get(winner) ?? null) : null;
      await services.results.record(null, eventId, added.id, { outcome, winnerId, method, round, time }, 'en');
    }
    if (event.inDays > 0) await services.admin.publish(eventId, 'en');
    else await services.admin.complete(eventId, 'en');
  }
  return DEMO_EVENTS.length;
}
