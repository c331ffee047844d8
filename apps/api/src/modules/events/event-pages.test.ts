import { describe, expect, it } from 'vitest';
import { metaContent, useWebApp } from '../../../test/use-web-app';
import { signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { DAY, fighterPair, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';

const { t, page } = useWebApp();

describe('event pages', () => {
  it('carry the event’s title, date in Kathmandu, venue, headline and poster in the HTML', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, {
      name: 'SFC 7: Monsoon Mayhem',
      slug: 'sfc-7-monsoon-mayhem-2031',
      tagline: 'Seven bouts by the lake',
      startsAt: new Date('2031-07-12T12:15:00Z'),
      posterKey: `events/poster-of-sfc-7`,
    });
    await insertBout(db, event.id, await fighterPair(db), await weightClassNamed(db, 'Lightweight'), {
      isMainEvent: true,
    });
    const canonical = `http://ringside.test/events/${event.slug}`;
    for (const url of [`/events/${event.slug}`, `/events/${event.id}`, `/events/${event.slug.toUpperCase()}`]) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain('<title>SFC 7: Monsoon Mayhem | SFC</title>');
      expect(metaContent(reply.html, 'name', 'description')).toMatch(
        /^Seven bouts by the lake\. Sat, 12 Jul 2031, 18:00 \(Nepal time\) at Pokhara Rangasala, Pokhara\. Main event: Bikash Thapa\w+ vs Sujan Rai\w+\.$/,
      );
      expect(metaContent(reply.html, 'property', 'og:title')).toBe('SFC 7: Monsoon Mayhem | SFC');
      expect(metaContent(reply.html, 'property', 'og:type')).toBe('website');
      expect(metaContent(reply.html, 'property', 'og:image')).toBe(
        'http://ringside.test/media/events/poster-of-sfc-7/share.jpg',
      );
      expect(metaContent(reply.html, 'property', 'og:url')).toBe(canonical);
      expect(reply.html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(reply.html).not.toContain('noindex');
    }
  });

  it('say when an event is cancelled, and escape what staff type', async () => {
    const event = await insertEvent(t.database.db, {
      name: 'Fight </title><script>x</script>',
      slug: 'fight-escape-test',
      status: 'CANCELLED',
    });
    const reply = await page(`/events/${event.slug}`);
    expect(reply.html).not.toContain('<script>x');
    expect(reply.html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(metaContent(reply.html, 'name', 'description')).toMatch(/^Cancelled\. /);
  });

  it('render drafts and unknown events with the generic, unindexed metadata; the list keeps its own', async () => {
    const draft = await insertEvent(t.database.db, { status: 'DRAFT', slug: 'secret-draft-event' });
    for (const url of [`/events/${draft.slug}`, `/events/${draft.id}`, '/events/no-such-event', '/events/a/b']) {
      const reply = await page(url);
      expect(reply.status).toBe(200);
      expect(reply.html).toContain('<title>Summit Fighting Championship</title>');
      expect(reply.html).toContain('<meta name="robots" content="noindex">');
    }
    expect((await page('/events')).html).toContain('<title>Events | SFC</title>');
  });

  it('are in the sitemap when public', async () => {
    const db = t.database.db;
    const published = await insertEvent(db, { startsAt: fromNow(5 * DAY) });
    const draft = await insertEvent(db, { status: 'DRAFT' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain(
      `<url><loc>http://ringside.test/events/${published.slug}</loc><lastmod>${published.updatedAt.toISOString()}</lastmod><xhtml:link`,
    );
    expect(response.body).not.toContain(draft.slug);
    // Both languages, each naming the other.
    const plain = `http://ringside.test/events/${published.slug}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${plain}"/>` +
      `<xhtml:link rel="alternate" hreflang="ne" href="${plain}?lang=ne"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${plain}"/>`;
    expect(response.body).toContain(
      `<loc>${plain}</loc><lastmod>${published.updatedAt.toISOString()}</lastmod>${alternates}`,
    );
    expect(response.body).toContain(
      `<loc>${plain}?lang=ne</loc><lastmod>${published.updatedAt.toISOString()}</lastmod>${alternates}`,
    );
  });

  it('are described in Nepali at their Nepali address, with both addresses named', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, {
      name: 'Lakeside Fury',
      nameNe: 'लेकसाइड फ्युरी',
      venueNameNe: 'पोखरा रंगशाला',
      venueCityNe: 'पोखरा',
      startsAt: new Date('2026-12-19T12:15:00Z'),
    });
    const plain = `http://ringside.test/events/${event.slug}`;
    const nepali = await page(`/events/${event.slug}?lang=ne`);
    expect(nepali.html).toContain('<html lang="ne">');
    expect(nepali.html).toContain('<title>लेकसाइड फ्युरी | SFC</title>');
    expect(metaContent(nepali.html, 'name', 'description')).toContain('पोखरा रंगशाला, पोखरा');
    expect(metaContent(nepali.html, 'name', 'description')).toContain('(नेपाल समय)');
    expect(nepali.html).toContain(`<link rel="canonical" href="${plain}?lang=ne">`);
    expect(nepali.html).toContain(`<link rel="alternate" hreflang="en" href="${plain}">`);
    expect(nepali.html).toContain(`<link rel="alternate" hreflang="ne" href="${plain}?lang=ne">`);
    // The plain address answers in the visitor's language; `?lang=en` overrides a Nepali cookie.
    const english = await page(`/events/${event.slug}?lang=en`, { cookie: 'lang=ne' });
    expect(english.html).toContain('<title>Lakeside Fury | SFC</title>');
    expect(english.html).toContain(`<link rel="canonical" href="${plain}">`);
    const chosen = await page(`/events/${event.slug}`, { cookie: 'lang=ne' });
    expect(chosen.html).toContain('<title>लेकसाइड फ्युरी | SFC</title>');
  });
});

describe('fighter pages', () => {
  it('describe the record including the promotion’s results', async () => {
    const db = t.database.db;
    const { client: staff } = await signedInStaff(t.app, db);
    const event = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-3_600_000) });
    const pair = await fighterPair(db);
    const bout = await insertBout(db, event.id, pair, await weightClassNamed(db, 'Lightweight'));
    await staff.put(`/events/${event.id}/bouts/${bout.id}/result`, {
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'SUBMISSION',
      round: 1,
      time: '2:22',
    });
    const slug = (await staff.get(`/fighter-profiles/public/${pair.red}`)).body.data.slug;
    const reply = await page(`/fighters/${slug}`);
    expect(metaContent(reply.html, 'name', 'description')).toBe(
      'Lightweight fighter from Nepal. Record 8-2-1 (W-L-D).',
    );
  });
});
