import { describe, expect, it } from 'vitest';
import { useWebApp } from '../../../test/use-web-app';
import { createFighter, weightClassNamed } from '../../../test/fighter-factories';
import { fighterPair, insertBout, insertEvent } from '../../../test/calendar-factories';
import { createVideo } from '../../../test/media-factories';
import { videoOnSale } from '../../../test/commerce-factories';
import { productsRepository } from '../../modules/commerce/products.repository';

const { t, page } = useWebApp();

/** The page's JSON-LD blocks, parsed (a block that is not valid JSON fails the test). */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('structured data', () => {
  it('describes an event as a SportsEvent: when, where, status, poster, card and the live stream’s offer', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, {
      name: 'SFC 9: Dashain Brawl',
      slug: 'sfc-9-dashain-brawl-2031',
      tagline: 'Nine bouts in the valley',
      startsAt: new Date('2031-10-04T12:15:00Z'),
      venueAddress: 'Tripureshwor',
      posterKey: 'events/poster-of-sfc-9',
    });
    const pair = await fighterPair(db);
    await insertBout(db, event.id, pair, await weightClassNamed(db, 'Lightweight'), { isMainEvent: true });
    await productsRepository.insert(db, {
      productType: 'LIVE_EVENT',
      contentId: event.id,
      name: 'PPV',
      amount: 49_900,
    });

    const reply = await page(`/events/${event.slug}`);
    const [data, ...more] = structuredData(reply.html);
    expect(more).toEqual([]);
    const url = `http://ringside.test/events/${event.slug}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'SFC 9: Dashain Brawl',
      description: 'Nine bouts in the valley',
      url,
      startDate: '2031-10-04T12:15:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        {
          '@type': 'Place',
          name: 'Pokhara Rangasala',
          address: { '@type': 'PostalAddress', addressLocality: 'Pokhara', streetAddress: 'Tripureshwor' },
        },
        { '@type': 'VirtualLocation', url: `http://ringside.test/live/${event.slug}` },
      ],
      image: ['http://ringside.test/media/events/poster-of-sfc-9/share.jpg'],
      organizer: { '@type': 'Organization', name: 'Summit Fighting Championship', url: 'http://ringside.test' },
      offers: { '@type': 'Offer', price: '499.00', priceCurrency: 'NPR', availability: 'https://schema.org/InStock' },
    });
    const competitors = data?.competitor as { '@type': string; name: string; url: string }[];
    expect(competitors).toHaveLength(2);
    expect(competitors[0]?.name).toMatch(/^Bikash Thapa\w+$/);
    expect(competitors[1]?.name).toMatch(/^Sujan Rai\w+$/);
    expect(competitors[0]?.url).toMatch(/^http:\/\/ringside\.test\/fighters\/[\w-]+$/);
  });

  it('says an event was cancelled and, without an offer, happens at the venue only', async () => {
    const event = await insertEvent(t.database.db, { status: 'CANCELLED' });
    const [data] = structuredData((await page(`/events/${event.slug}`)).html);
    expect(data?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data?.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(data?.location).toMatchObject({ '@type': 'Place' });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('competitor');
  });

  it('cannot be broken out of by what staff type', async () => {
    const name = 'Fight </script><script>alert(1)</script> <!-- night';
    const event = await insertEvent(t.database.db, { name, slug: 'fight-ld-escape-test' });
    const reply = await page(`/events/${event.slug}`);
    expect(reply.html).not.toContain('<script>alert(1)');
    expect(reply.html).not.toContain('<!-- night');
    expect(reply.html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(structuredData(reply.html)[0]?.name).toBe(name);
  });

  it('describes a fighter as a Person with what the profile shows, never the birth date', async () => {
    const { published, profile } = await createFighter(t.database.db);
    const slug = published?.slug ?? '';
    const [data] = structuredData((await page(`/fighters/${slug}`)).html);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Bikash Thapa',
      alternateName: 'The Tiger',
      url: `http://ringside.test/fighters/${slug}`,
      description: 'Lightweight fighter from Nepal. Record 7-2-1 (W-L-D). Known as "The Tiger".',
      image: `http://ringside.test/media/fighters/${profile.photoId}/share.jpg`,
      gender: 'Male',
      nationality: { '@type': 'Country', name: 'Nepal' },
      height: { '@type': 'QuantitativeValue', value: 175, unitCode: 'CMT' },
      weight: { '@type': 'QuantitativeValue', value: 70, unitCode: 'KGM' },
      homeLocation: { '@type': 'Place', name: 'Pokhara' },
      sameAs: ['https://instagram.com/bikash.thapa'],
    });
    expect(JSON.stringify(data)).not.toContain('1996');
  });

  it('describes a video as a VideoObject: poster, date, length, free or sold, and no playback URL', async () => {
    const db = t.database.db;
    const publishedAt = new Date('2031-05-01T10:00:00Z');
    const free = await createVideo(db, t.config, {
      title: 'Thapa vs Rai, round by round',
      description: 'Every round of the title fight.',
      durationSeconds: 3725,
      posterKey: 'videos/poster-of-thapa-rai',
      publishedAt,
    });
    const [data] = structuredData((await page(`/videos/${free.slug}`)).html);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Thapa vs Rai, round by round',
      description: 'Every round of the title fight.',
      url: `http://ringside.test/videos/${free.slug}`,
      thumbnailUrl: ['http://ringside.test/media/videos/poster-of-thapa-rai/share.jpg'],
      uploadDate: '2031-05-01T10:00:00.000Z',
      duration: 'PT1H2M5S',
      isAccessibleForFree: true,
      publisher: { '@type': 'Organization', name: 'Summit Fighting Championship', url: 'http://ringside.test' },
    });

    const { video: paid } = await videoOnSale(db, t.config, 29_900);
    const paidReply = await page(`/videos/${paid.slug}`);
    const [paidData] = structuredData(paidReply.html);
    expect(paidData).toMatchObject({
      isAccessibleForFree: false,
      offers: { '@type': 'Offer', price: '299.00', priceCurrency: 'NPR' },
    });
    expect(paidData).not.toHaveProperty('contentUrl');
    expect(paidReply.html).not.toContain(paid.streamKey ?? 'no stream key');
  });

  it('is absent from pages about no one thing, and the CSP leaves the data block alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/events' });
    expect(structuredData(response.body)).toEqual([]);
    // A data block (a type that is not JavaScript) is never run, so script-src has nothing to block or report.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
