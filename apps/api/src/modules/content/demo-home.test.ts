import { describe, expect, it } from 'vitest';
import type { Ad, HomeSection } from '@ringside/contract';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { createFighter } from '../../../test/fighter-factories';
import { createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { ads as adsTable, homeSections } from './content.table';
import { DEMO_AD, DEMO_SECTIONS, seedDemoHome } from './demo-home';

const t = useTestApp({ VIDEO_CACHE_SECONDS: '0', HOME_CACHE_SECONDS: '0' });

describe('the demo home', () => {
  it('arranges the default sections and one ad at the top, once', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { name: 'SFC 3: Summit' });
    await createVideo(db, t.config, { title: 'Demo bout', featured: true });
    await createFighter(db);

    expect(await seedDemoHome(db, t.config)).toBe(DEMO_SECTIONS.length);
    expect(await seedDemoHome(db, t.config)).toBe(0);

    const visitor = new TestClient(t.app);
    const sections = (await visitor.post('/dashboard/search/all', {})).body.data.items as HomeSection[];
    expect(sections.map((section) => [section.kind, section.title])).toEqual([
      ['HERO_EVENT', null],
      ['VIDEO_ROW', 'Latest fights'],
      ['EVENT_ROW', 'Upcoming events'],
      ['BANNER', 'Meet the fighters'],
      ['FIGHTER_ROW', 'Fighters to watch'],
      ['VIDEO_ROW', 'Featured'],
    ]);
    expect(sections[0]?.items[0]?.id).toBe(event.id);
    const banner = sections[3]?.items[0];
    expect(banner?.action).toEqual({ action: 'SEARCH', redirect: 'SAME', url: '/fighters' });
    expect((await t.app.inject({ method: 'GET', url: banner?.imageLarge ?? '' })).statusCode).toBe(200);

    const ads = (await visitor.get('/public/configs/ads')).body.data.items as Ad[];
    expect(ads.map((ad) => ad.placement)).toEqual(['HOME_TOP']);
    expect((await t.app.inject({ method: 'GET', url: ads[0]?.image?.card ?? '' })).statusCode).toBe(200);

    // Every title (and the banner's line) has its Nepali value, as staff see them.
    const rows = await db.select().from(homeSections).orderBy(homeSections.position);
    expect(rows.map((row) => [row.title, row.titleNe, row.subtitleNe])).toEqual([
      [null, null, null],
      ['Latest fights', 'पछिल्ला फाइटहरू', null],
      ['Upcoming events', 'आगामी कार्यक्रमहरू', null],
      ['Meet the fighters', 'फाइटरहरूलाई चिन्नुहोस्', expect.stringMatching(/^नेपालका पेशेवर फाइटरहरू/)],
      ['Fighters to watch', 'नजर राख्नुपर्ने फाइटरहरू', null],
      ['Featured', 'विशेष', null],
    ]);
    const [ad] = await db.select().from(adsTable);
    expect(ad?.titleNe).toBe(DEMO_AD.titleNe);
    expect(DEMO_AD.titleNe).toMatch(/\p{Script=Devanagari}{2,}/u);
  });
});
