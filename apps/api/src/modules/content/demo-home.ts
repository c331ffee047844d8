import { storagesFor } from '../../lib/storages';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { type LinkAction, NO_ACTION, openPage } from '@ringside/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { storeBanner } from './banner-images';
import { type NewSection, adsRepository, sectionsRepository } from './content.repository';
import { ads, homeSections } from './content.table';

type DemoSection = Omit<NewSection, 'position'>;

/** The default home: what a promotion would arrange before it has thought about it, titled in both languages. */
export const DEMO_SECTIONS: readonly DemoSection[] = [
  { kind: 'HERO_EVENT', title: null },
  { kind: 'VIDEO_ROW', title: 'Latest fights', titleNe: 'पछिल्ला फाइटहरू', source: 'LATEST', itemLimit: 12 },
  { kind: 'EVENT_ROW', title: 'Upcoming events', titleNe: 'आगामी कार्यक्रमहरू', itemLimit: 6 },
  {
    kind: 'BANNER',
    title: 'Meet the fighters',
    titleNe: 'फाइटरहरूलाई चिन्नुहोस्',
    subtitle: 'Search Nepal’s professional fighters by weight class, gym and nationality.',
    subtitleNe: 'नेपालका पेशेवर फाइटरहरूलाई तौल वर्ग, जिम र राष्ट्रियताअनुसार खोज्नुहोस्।',
    action: { action: 'SEARCH', redirect: 'SAME', url: '/fighters' },
  },
  { kind: 'FIGHTER_ROW', title: 'Fighters to watch', titleNe: 'नजर राख्नुपर्ने फाइटरहरू', itemLimit: 8 },
  { kind: 'VIDEO_ROW', title: 'Featured', titleNe: 'विशेष', source: 'FEATURED', itemLimit: 12 },
];

export const DEMO_AD = {
  title: 'SFC Fight Pass: every fight, live and on demand',
  titleNe: 'SFC फाइट पास: हरेक फाइट, लाइभ र जुनसुकै बेला',
  placement: 'HOME_TOP',
  action: openPage('/fight-pass') satisfies LinkAction,
} as const;

/** A ring seen from above in the promotion's red: decoration only, the banner's words are the page's. */
function bannerPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a0a0a"/><stop offset="0.55" stop-color="#3f0d0d"/><stop offset="1" stop-color="#dc2626"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="18">
    <polygon points="1060,130 1340,130 1540,330 1540,610 1340,810 1060,810 860,610 860,330"/>
    <polygon points="1110,230 1290,230 1420,360 1420,580 1290,710 1110,710 980,580 980,360"/>
  </g>
  <circle cx="1200" cy="470" r="70" fill="#ffffff" fill-opacity="0.16"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The ad carries its message in the picture: the words in the middle on a plain ground, so that both the wide
 * strip and the 16:9 card (cropped from the middle) keep them.
 */
function adPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
  <rect width="1200" height="600" fill="#111111"/>
  <rect x="0" y="0" width="24" height="600" fill="#dc2626"/>
  <text x="600" y="290" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="76" fill="#ffffff">SFC FIGHT PASS</text>
  <text x="600" y="350" text-anchor="middle" font-family="sans-serif" font-weight="600" font-size="36" fill="#fca5a5">Every fight, live and on demand</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo home page: the next event as the hero, the latest fights, upcoming events, a banner to the fighters'
 * directory, fighters to watch and featured videos; and one ad at the top. Rows list whatever is public when
 * the page is read, so this can run before or after the demo videos. Adds nothing when sections exist (and no
 * ad when ads exist). Answers how many sections it added.
 */
export async function seedDemoHome(db: Db, config: AppConfig): Promise<number> {
  const storage = storagesFor(config).media;
  const [sectionCount] = await db.select({ total: count() }).from(homeSections);
  let added = 0;
  if ((sectionCount?.total ?? 0) === 0) {
    for (const [index, section] of DEMO_SECTIONS.entries()) {
      const row = await sectionsRepository.insert(db, { action: NO_ACTION, ...section, position: index + 1 });
      if (row.kind === 'BANNER') {
        const imageKey = await storeBanner(storage, `home/${row.id}`, await bannerPicture());
        await sectionsRepository.update(db, row.id, { imageKey });
      }
      added += 1;
    }
  }
  const [adCount] = await db.select({ total: count() }).from(ads);
  if ((adCount?.total ?? 0) === 0) {
    const ad = await adsRepository.insert(db, { ...DEMO_AD });
    const imageKey = await storeBanner(storage, `ads/${ad.id}`, await adPicture());
    await adsRepository.update(db, ad.id, { imageKey });
  }
  return added;
}
