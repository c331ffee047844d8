import type { Language } from '@ringside/contract';
import type { AppConfig } from '../../config';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages behind sign-in or in the back office stay out of search results. */
  noindex?: boolean;
  image?: string;
  /** og:type: 'profile' for a page about one person, 'video.other' for a video's page, else 'website'. */
  type?: 'website' | 'profile' | 'video.other';
  /**
   * The page's own path when other paths show it too (a fighter's id or another case for `/fighters/<slug>`):
   * the canonical URL and og:url use it instead of the requested path.
   */
  canonicalPath?: string;
  /**
   * What the page is about, as schema.org structured data (a SportsEvent, a Person, a VideoObject), sent as
   * JSON-LD for search engines. Public fields only, as the page itself shows them.
   */
  structuredData?: Record<string, unknown>;
}

/** A public page listed in the sitemap. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Pages whose content lives in the database (a fighter's profile), provided by the module that owns it and
 * handed to the web plugin, which knows no module.
 */
export interface PageSource {
  /**
   * The page's metadata in `language` (staff's texts in it where given, decision 50), or undefined when the path
   * is not one of this source's pages (or not public).
   */
  meta(path: string, language: Language): Promise<PageMeta | undefined>;
  /** Every public page of the source. */
  sitemap(): Promise<SitemapEntry[]>;
}

type Brand = AppConfig['brand'];
type Page = (brand: Brand) => PageMeta;

/** Titles and descriptions of the site's pages, sent in the HTML itself for crawlers and link previews. */
const PAGES: Record<Language, Record<string, Page>> = {
  en: {
    '/': (b) => ({ title: `${b.name} | ${b.tagline}`, description: b.description }),
    '/events': (b) => ({
      title: `Events | ${b.shortName}`,
      description: `Upcoming and past ${b.name} events, fight cards and results.`,
    }),
    '/fighters': (b) => ({
      title: `Fighters | ${b.shortName}`,
      description: `Profiles, records and stats of ${b.name} fighters.`,
    }),
    '/rankings': (b) => ({
      title: `Rankings | ${b.shortName}`,
      description: `Champions and rankings of every ${b.name} weight class, with each fighter’s movement.`,
    }),
    '/videos': (b) => ({
      title: `Videos | ${b.shortName}`,
      description: `Fight videos, highlights and replays from ${b.name}.`,
    }),
    '/signin': (b) => ({
      title: `Sign in | ${b.shortName}`,
      description: `Sign in to ${b.name} with your email or mobile number.`,
    }),
    '/signup': (b) => ({
      title: `Sign up | ${b.shortName}`,
      description: `Join ${b.name}: follow fighters and events, watch fights live.`,
    }),
    '/forgot-password': (b) => ({
      title: `Forgot your password? | ${b.shortName}`,
      description: `Reset your ${b.name} password.`,
      noindex: true,
    }),
    '/reset-password': (b) => ({
      title: `Set a new password | ${b.shortName}`,
      description: `Reset your ${b.name} password.`,
      noindex: true,
    }),
    '/verify': (b) => ({
      title: `Enter your code | ${b.shortName}`,
      description: `Confirm your ${b.name} account.`,
      noindex: true,
    }),
    '/privacy': (b) => ({
      title: `Privacy policy | ${b.shortName}`,
      description: `How ${b.name} handles your personal data.`,
    }),
    '/terms': (b) => ({ title: `Terms and conditions | ${b.shortName}`, description: `The terms of using ${b.name}.` }),
    '/fight-pass': (b) => ({
      title: `Fight Pass | ${b.shortName}`,
      description: `The ${b.name} Fight Pass: every paid fight video and every live event, paid with eSewa, Khalti or card.`,
    }),
  },
  ne: {
    '/': (b) => ({ title: `${b.name} | ${b.taglineNe}`, description: b.descriptionNe }),
    '/events': (b) => ({
      title: `कार्यक्रमहरू | ${b.shortName}`,
      description: `${b.name} का आगामी र विगतका कार्यक्रम, फाइट कार्ड र नतिजा।`,
    }),
    '/fighters': (b) => ({
      title: `फाइटरहरू | ${b.shortName}`,
      description: `${b.name} का फाइटरहरूको प्रोफाइल, रेकर्ड र तथ्याङ्क।`,
    }),
    '/rankings': (b) => ({
      title: `वरीयता | ${b.shortName}`,
      description: `${b.name} का हरेक तौल वर्गका च्याम्पियन र वरीयता, हरेक फाइटरको स्थान परिवर्तनसहित।`,
    }),
    '/videos': (b) => ({
      title: `भिडियोहरू | ${b.shortName}`,
      description: `${b.name} का फाइट भिडियो, हाइलाइट र रिप्ले।`,
    }),
    '/signin': (b) => ({
      title: `साइन इन | ${b.shortName}`,
      description: `इमेल वा मोबाइल नम्बरबाट ${b.name} मा साइन इन गर्नुहोस्।`,
    }),
    '/signup': (b) => ({
      title: `साइन अप | ${b.shortName}`,
      description: `${b.name} मा सामेल हुनुहोस्: फाइटर र कार्यक्रम पछ्याउनुहोस्, फाइट प्रत्यक्ष हेर्नुहोस्।`,
    }),
    '/forgot-password': (b) => ({
      title: `पासवर्ड बिर्सनुभयो? | ${b.shortName}`,
      description: `आफ्नो ${b.name} पासवर्ड नयाँ बनाउनुहोस्।`,
      noindex: true,
    }),
    '/reset-password': (b) => ({
      title: `नयाँ पासवर्ड | ${b.shortName}`,
      description: `आफ्नो ${b.name} पासवर्ड नयाँ बनाउनुहोस्।`,
      noindex: true,
    }),
    '/verify': (b) => ({
      title: `कोड हाल्नुहोस् | ${b.shortName}`,
      description: `आफ्नो ${b.name} खाता पुष्टि गर्नुहोस्।`,
      noindex: true,
    }),
    '/privacy': (b) => ({
      title: `गोपनीयता नीति | ${b.shortName}`,
      description: `${b.name} ले तपाईंको व्यक्तिगत विवरण कसरी राख्छ।`,
    }),
    '/terms': (b) => ({ title: `नियम र सर्तहरू | ${b.shortName}`, description: `${b.name} प्रयोगका सर्तहरू।` }),
    '/fight-pass': (b) => ({
      title: `फाइट पास | ${b.shortName}`,
      description: `${b.name} फाइट पास: हरेक सशुल्क फाइट भिडियो र हरेक लाइभ कार्यक्रम, eSewa, Khalti वा कार्डबाट।`,
    }),
  },
};

export const SITEMAP_PATHS = [
  '/',
  '/events',
  '/fighters',
  '/rankings',
  '/videos',
  '/fight-pass',
  '/signup',
  '/privacy',
  '/terms',
];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function pageMeta(pathname: string, brand: Brand, language: Language = 'en'): PageMeta {
  const path = normalise(pathname);
  const page = PAGES[language][path];
  if (page) return page(brand);
  const section = path.split('/')[1] ?? '';
  const privateArea = ['admin', 'account', 'checkout'].includes(section);
  const description = language === 'ne' ? brand.descriptionNe : brand.description;
  return { title: brand.name, description, noindex: privateArea || !page };
}

/**
 * The site's own pages first, then the sources' (a known fighter's profile); anything else, such as an
 * unknown fighter, still renders the app (which shows "not found") with the generic, unindexed metadata.
 */
export async function resolvePageMeta(
  pathname: string,
  brand: Brand,
  sources: readonly PageSource[],
  language: Language = 'en',
): Promise<PageMeta> {
  const path = normalise(pathname);
  if (PAGES[language][path]) return pageMeta(path, brand, language);
  for (const source of sources) {
    const meta = await source.meta(path, language);
    if (meta) return meta;
  }
  return pageMeta(path, brand, language);
}
