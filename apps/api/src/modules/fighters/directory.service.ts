import {
  type Language,
  type Page,
  type PublicFighter,
  type PublicFighterCard,
  type PublicFighterSearchRequestSchema,
  addRecords,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TimedCache } from '../../lib/timed-cache';
import type { PageMeta, PageSource } from '../../plugins/web/page-meta';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { type DirectorySearchOptions, directoryRepository as directory } from './directory.repository';
import { referencedIds, toPublicCard, toPublicFighter } from './fighter.mapper';
import { photoUrls } from './photos.service';
import { nepaliNames } from './nepali-names';
import { countryNames } from '../../lib/country-names';
import { labelOf } from '../masterdata/master-data.mapper';
import { localDigits } from '@ringside/contract/display/dates';
import type { FighterPublicRow } from './profiles.repository';

export type DirectorySearch = z.output<typeof PublicFighterSearchRequestSchema>;

/** `First "Nickname" Last`, as posters print it. */
export function displayName(row: Pick<FighterPublicRow, 'firstName' | 'lastName' | 'nickname'>): string {
  return [row.firstName, row.nickname ? `"${row.nickname}"` : null, row.lastName].filter(Boolean).join(' ');
}

/** A fighter's bouts on public cards: those fought (latest first) and those ahead (the events module). */
export interface BoutHistoryReader {
  of(fighterId: string, language: Language): Promise<Pick<PublicFighter, 'bouts' | 'upcoming'>>;
}

/** A fighter's places in the current rankings (the rankings module). */
export interface FighterRankingsReader {
  of(fighterId: string, language: Language): Promise<PublicFighter['rankings']>;
}

/** A fighter's title reigns (the rankings module's title histories). */
export interface FighterTitlesReader {
  of(fighterId: string, language: Language): Promise<PublicFighter['reigns']>;
}

/** What a profile shows from other modules: bouts from the cards, places from the rankings, reigns from titles. */
export interface ProfileReaders {
  bouts: BoutHistoryReader;
  rankings: FighterRankingsReader;
  titles: FighterTitlesReader;
}

/**
 * A fighter as a schema.org Person: what the public profile shows (never the birth date: the page shows the age
 * only), with height and weight in UN/CEFACT units and the profile's own links as `sameAs`.
 */
export function personData(
  row: FighterPublicRow,
  extra: { url: string; description: string; image?: string; country?: string; affiliation?: string },
): Record<string, unknown> {
  const name = [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
  const links = Object.values((row.socialLinks ?? {}) as Record<string, string>).filter((link) =>
    /^https?:\/\//.test(link),
  );
  const gender = row.gender === 'MALE' ? 'Male' : row.gender === 'FEMALE' ? 'Female' : undefined;
  return {
    '@type': 'Person',
    name,
    ...(row.nickname ? { alternateName: row.nickname } : {}),
    url: extra.url,
    description: extra.description,
    ...(extra.image ? { image: extra.image } : {}),
    ...(gender ? { gender } : {}),
    ...(extra.country ? { nationality: { '@type': 'Country', name: extra.country } } : {}),
    ...(row.heightCm ? { height: { '@type': 'QuantitativeValue', value: row.heightCm, unitCode: 'CMT' } } : {}),
    ...(row.weightKg ? { weight: { '@type': 'QuantitativeValue', value: row.weightKg, unitCode: 'KGM' } } : {}),
    ...(extra.affiliation ? { affiliation: { '@type': 'SportsTeam', name: extra.affiliation } } : {}),
    ...(row.hometown ? { homeLocation: { '@type': 'Place', name: row.hometown } } : {}),
    ...(links.length > 0 ? { sameAs: links } : {}),
  };
}

const PROFILE_PATH = /^\/fighters\/([A-Za-z0-9-]{1,120})$/;

/** The public fighter directory: approved versions only, with nothing private in them. */
export class FighterDirectory {
  /**
   * Directory pages, by query and language. The directory is read far more than it changes: every change made
   * through this instance empties it at once; other instances (and renamed master data) catch up within the
   * lifetime. 0 seconds turns it off.
   */
  private readonly pagesCache: TimedCache<Page<PublicFighterCard>>;

  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
    private readonly site: { shortName: string; publicUrl: string },
    cacheSeconds: number,
    private readonly readers: ProfileReaders,
    /** Where the search stops counting matches it reads one by one (decision 58; 1,000 by default). */
    private readonly searchOptions: Pick<DirectorySearchOptions, 'countCaps'> = {},
  ) {
    this.pagesCache = new TimedCache({ ttlMs: cacheSeconds * 1000, maxEntries: 2000 });
  }

  async search(filter: DirectorySearch, language: Language): Promise<Page<PublicFighterCard>> {
    const key = JSON.stringify([
      language,
      filter.query?.toLowerCase(),
      filter.weightClassId,
      filter.gender,
      filter.affiliationId,
      filter.nationality,
      filter.page,
      filter.pageSize,
    ]);
    const cached = this.pagesCache.get(key);
    if (cached) return cached;
    // The page and its total in one statement; a total past the cap is a lower bound ("1,000+").
    const { rows, total, totalCapped } = await directory.search(this.db, filter, this.searchOptions);
    const entries = await this.masterData.entries(referencedIds(rows));
    const page = {
      items: rows.map((row) => toPublicCard(row, { entries, language })),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
      totalCapped,
    };
    this.pagesCache.put(key, page);
    return page;
  }

  /** A public version changed: cached pages may show it wrong. */
  forget(): void {
    this.pagesCache.clear();
  }

  /** By id or slug; a fighter who was never approved does not exist here. */
  async get(idOrSlug: string, language: Language): Promise<PublicFighter> {
    const row = await directory.find(this.db, idOrSlug);
    if (!row) throw new AppError('HUBFPNF001');
    const [entries, bouts, rankings, reigns] = await Promise.all([
      this.masterData.entries(referencedIds([row])),
      this.readers.bouts.of(row.fighterId, language),
      this.readers.rankings.of(row.fighterId, language),
      this.readers.titles.of(row.fighterId, language),
    ]);
    return toPublicFighter(row, { entries, language }, { ...bouts, rankings, reigns });
  }

  /**
   * Metadata of `/fighters/<slug>` in the server's HTML, for crawlers and link previews (in English). The page
   * also answers at `/fighters/<id>`, whose canonical URL is still the slug's.
   */
  readonly pages: PageSource = {
    meta: async (path, language) => {
      const slug = PROFILE_PATH.exec(path)?.[1];
      const row = slug ? await directory.find(this.db, slug) : undefined;
      return row ? this.metaOf(row, language) : undefined;
    },
    sitemap: async () =>
      (await directory.pages(this.db)).map((page) => ({
        path: `/fighters/${page.slug}`,
        lastModified: page.updatedAt,
      })),
  };

  private async metaOf(stored: FighterPublicRow, language: Language): Promise<PageMeta> {
    const names = language === 'ne' ? nepaliNames(stored) : {};
    const row = {
      ...stored,
      firstName: names.firstName ?? stored.firstName,
      lastName: names.lastName ?? stored.lastName,
      nickname: names.nickname || stored.nickname,
    };
    const { nickname } = row;
    const [weightClass, affiliation] = await Promise.all([
      row.weightClassId ? this.masterData.entry(row.weightClassId) : undefined,
      row.affiliationId ? this.masterData.entry(row.affiliationId) : undefined,
    ]);
    const record = addRecords(row.priorRecord, row.promotionRecord);
    const country = countryNames(row.countryCode || row.nationality)[language] || null;
    const division = weightClass ? labelOf(weightClass, language) : 'MMA';
    const score = [record.wins, record.losses, record.draws].map((n) => localDigits(n, language)).join('-');
    const description = (
      language === 'ne'
        ? [
            `${division} फाइटर${country ? `, ${country}` : ''}।`,
            `रेकर्ड ${score} (जित-हार-बराबरी)।`,
            nickname ? `"${nickname}" नामले चिनिन्छन्।` : '',
          ]
        : [
            `${division} fighter${country ? ` from ${country}` : ''}.`,
            `Record ${score} (W-L-D).`,
            nickname ? `Known as "${nickname}".` : '',
          ]
    )
      .filter(Boolean)
      .join(' ');
    const image = row.photoId ? `${this.site.publicUrl}${photoUrls(row.photoId).share}` : undefined;
    return {
      title: `${displayName(row)} | ${this.site.shortName}`,
      description,
      type: 'profile',
      canonicalPath: `/fighters/${row.slug}`,
      ...(image ? { image } : {}),
      structuredData: personData(row, {
        url: `${this.site.publicUrl}/fighters/${row.slug}`,
        description,
        image,
        country: country ?? undefined,
        affiliation: affiliation ? labelOf(affiliation, language) : undefined,
      }),
    };
  }
}
