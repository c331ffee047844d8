import { asc, desc, eq } from 'drizzle-orm';
import type { Language, ProductOffer } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import type { Db } from '../../db/client';
import { rowIn } from '../../lib/translations';
import type { PageMeta, PageSource } from '../../plugins/web/page-meta';
import { offerFor } from '../commerce/offers';
import { publicFighters } from '../fighters/published';
import { type EventRow, cardHeadlines, posterUrls } from './event-summaries';
import { eventsRepository as events } from './events.repository';
import { bouts } from './events.table';

const EVENT_PATH = /^\/events\/([A-Za-z0-9-]{1,160})$/;

export interface EventPagesSite {
  /** The promotion's full name, the events' organiser in structured data. */
  name?: string;
  shortName: string;
  publicUrl: string;
}

/** A fighter on the card, as structured data names them. */
export interface CardFighter {
  slug: string;
  firstName: string | null;
  lastName: string | null;
}

/** The approved fighters on an event's card, main event first, each once. */
async function cardFighters(db: Db, eventId: string): Promise<CardFighter[]> {
  const red = publicFighters('red');
  const blue = publicFighters('blue');
  const rows = await db
    .select({
      redSlug: red.slug,
      redFirst: red.firstName,
      redLast: red.lastName,
      blueSlug: blue.slug,
      blueFirst: blue.firstName,
      blueLast: blue.lastName,
    })
    .from(bouts)
    .leftJoin(red, eq(red.fighterId, bouts.redFighterId))
    .leftJoin(blue, eq(blue.fighterId, bouts.blueFighterId))
    .where(eq(bouts.eventId, eventId))
    .orderBy(desc(bouts.isMainEvent), asc(bouts.position));
  const fighters = new Map<string, CardFighter>();
  for (const row of rows)
    for (const [slug, firstName, lastName] of [
      [row.redSlug, row.redFirst, row.redLast],
      [row.blueSlug, row.blueFirst, row.blueLast],
    ] as const)
      if (slug && !fighters.has(slug)) fighters.set(slug, { slug, firstName, lastName });
  return [...fighters.values()];
}

const paisaToPrice = (amount: number) => (amount / 100).toFixed(2);

/**
 * The event as a schema.org SportsEvent: when, where, its status, poster, organiser, the fighters on its card,
 * and the live stream's offer when one is sold (then it also happens online, on its live page).
 */
export function eventStructuredData(
  event: EventRow,
  site: EventPagesSite,
  card: readonly CardFighter[],
  offer: ProductOffer | null,
): Record<string, unknown> {
  const url = `${site.publicUrl}/events/${event.slug}`;
  const place = {
    '@type': 'Place',
    name: event.venueName,
    address: {
      '@type': 'PostalAddress',
      addressLocality: event.venueCity,
      ...(event.venueAddress ? { streetAddress: event.venueAddress } : {}),
    },
    ...(event.venueMapUrl ? { hasMap: event.venueMapUrl } : {}),
  };
  const liveUrl = `${site.publicUrl}/live/${event.slug}`;
  return {
    '@type': 'SportsEvent',
    name: event.name,
    ...(event.tagline || event.description ? { description: event.tagline ?? event.description } : {}),
    url,
    startDate: event.startsAt.toISOString(),
    eventStatus: `https://schema.org/${event.status === 'CANCELLED' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `https://schema.org/${offer ? 'MixedEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: offer ? [place, { '@type': 'VirtualLocation', url: liveUrl }] : place,
    ...(event.posterKey ? { image: [`${site.publicUrl}${posterUrls(event.posterKey).share}`] } : {}),
    sport: 'Mixed martial arts',
    organizer: { '@type': 'Organization', name: site.name ?? site.shortName, url: site.publicUrl },
    ...(card.length > 0
      ? {
          competitor: card.map((fighter) => ({
            '@type': 'Person',
            name: `${fighter.firstName ?? ''} ${fighter.lastName ?? ''}`.trim(),
            url: `${site.publicUrl}/fighters/${fighter.slug}`,
          })),
        }
      : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            name: 'Live stream',
            url: liveUrl,
            price: paisaToPrice(offer.amount),
            priceCurrency: offer.currency,
            availability: `https://schema.org/${offer.onSale && event.status !== 'CANCELLED' ? 'InStock' : 'SoldOut'}`,
          },
        }
      : {}),
  };
}

const WORDS = {
  en: {
    cancelled: 'Cancelled.',
    when: (at: string, venue: string) => `${at} (Nepal time) at ${venue}.`,
    main: (headline: string) => `Main event: ${headline}.`,
    stop: '.',
  },
  ne: {
    cancelled: 'रद्द भयो।',
    when: (at: string, venue: string) => `${at} (नेपाल समय), ${venue}।`,
    main: (headline: string) => `मुख्य खेल: ${headline}।`,
    stop: '।',
  },
};

/** What a link preview says about an event, in `language`: when (Kathmandu time), where, and who headlines. */
export function eventMeta(
  stored: EventRow,
  headline: string | null,
  site: EventPagesSite,
  language: Language = 'en',
): PageMeta {
  const event = rowIn(stored, language);
  const words = WORDS[language];
  const description = [
    event.status === 'CANCELLED' ? words.cancelled : '',
    event.tagline ? `${event.tagline.replace(/[.!?।]*$/, '')}${words.stop}` : '',
    words.when(formatDateTime(event.startsAt, language), `${event.venueName}, ${event.venueCity}`),
    headline ? words.main(headline) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: `${event.name} | ${site.shortName}`,
    description,
    type: 'website',
    canonicalPath: `/events/${event.slug}`,
    ...(event.posterKey ? { image: `${site.publicUrl}${posterUrls(event.posterKey).share}` } : {}),
  };
}

/**
 * Metadata of `/events/<slug>` in the server's HTML, for crawlers and link previews (in English). The page
 * answers at `/events/<id>` too, with the slug's canonical URL. Drafts are unknown here.
 */
export function eventPages(db: Db, site: EventPagesSite): PageSource {
  return {
    meta: async (path, language) => {
      const ref = EVENT_PATH.exec(path)?.[1];
      const event = ref ? await events.findByRef(db, ref) : undefined;
      if (!event?.publishedAt) return undefined;
      const [headlines, card, offer] = await Promise.all([
        cardHeadlines(db, [event.id]),
        cardFighters(db, event.id),
        offerFor(db, 'LIVE_EVENT', event.id),
      ]);
      const top = headlines.get(event.id);
      const headline = (language === 'ne' ? top?.headlineNe : top?.headline) ?? null;
      return {
        ...eventMeta(event, headline, site, language),
        structuredData: eventStructuredData(rowIn(event, language), site, card, offer),
      };
    },
    sitemap: async () =>
      (await events.pages(db)).map((page) => ({ path: `/events/${page.slug}`, lastModified: page.updatedAt })),
  };
}
