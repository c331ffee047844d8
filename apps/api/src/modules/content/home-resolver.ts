import {
  type HomeItem,
  type LinkAction,
  type ShowcaseCard,
  type VideoCard,
  addRecords,
  openPage,
} from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cardHeadlines, posterOf } from '../events/event-summaries';
import { photoUrls } from '../fighters/photos.service';
import { nepaliFullName, nepaliNames } from '../fighters/nepali-names';
import { devanagari } from '@ringside/contract/display/digits';
import { nepaliOf, withNepali } from '../../lib/translations';
import type { VideoCatalog } from '../media/catalog.service';
import { bannerUrls } from './banner-images';
import type { ShownSection } from './content.repository';
import {
  type HomeEventRow,
  type HomeEventRowWithProduct,
  type HomeFighterRow,
  type Listed,
  homeSourcesRepository as sources,
  inOrder,
} from './home-sources.repository';

/** A section's tiles as fans see them now, and where its "See all" goes. */
export interface ResolvedSection {
  items: HomeItem[];
  more: LinkAction | null;
}

const EMPTY: ResolvedSection = { items: [], more: null };

export function videoItem(video: VideoCard): HomeItem {
  const item: HomeItem = {
    id: video.id,
    kind: 'VIDEO',
    title: video.title,
    subtitle: video.category?.name ?? null,
    image: video.poster?.card ?? null,
    imageLarge: video.poster?.large ?? null,
    badge: video.access === 'FREE' ? 'FREE' : null,
    startsAt: null,
    action: openPage(`/videos/${video.slug}`),
    productId: video.productId ?? null,
    price: video.price ?? null,
  };
  return withNepali(item, {
    title: nepaliOf(video).title,
    subtitle: video.category ? nepaliOf(video.category).name : null,
  });
}

function showcaseItem(showcase: ShowcaseCard): HomeItem {
  const item: HomeItem = {
    id: showcase.id,
    kind: 'SHOWCASE',
    title: showcase.title,
    subtitle: null,
    image: showcase.poster?.card ?? null,
    imageLarge: showcase.poster?.large ?? null,
    badge: null,
    startsAt: null,
    action: openPage(`/showcases/${showcase.slug}`),
    productId: showcase.productId ?? null,
    price: showcase.price ?? null,
  };
  return withNepali(item, { title: nepaliOf(showcase).title });
}

/** A line in both languages: the Nepali one empty where it is as in English. */
type Line = { en: string | null; ne: string | null };

function eventItem(event: HomeEventRow, subtitle: Line): HomeItem {
  const poster = posterOf(event);
  const item: HomeItem = {
    id: event.id,
    kind: 'EVENT',
    title: event.name,
    subtitle: subtitle.en,
    image: poster?.card ?? null,
    imageLarge: poster?.large ?? null,
    imageWidth: poster?.width ?? null,
    imageHeight: poster?.height ?? null,
    badge: event.status === 'LIVE' ? 'LIVE' : null,
    startsAt: event.startsAt.toISOString(),
    action: openPage(`/events/${event.slug}`),
  };
  return withNepali(item, { title: event.nameNe, subtitle: subtitle.ne });
}

function fighterItem(fighter: HomeFighterRow): HomeItem {
  const record = addRecords(fighter.priorRecord, fighter.promotionRecord);
  const photo = fighter.photoId ? photoUrls(fighter.photoId) : null;
  const nickname = nepaliNames(fighter).nickname || fighter.nickname;
  const item: HomeItem = {
    id: fighter.fighterId,
    kind: 'FIGHTER',
    title: `${fighter.firstName ?? ''} ${fighter.lastName ?? ''}`.trim(),
    subtitle: fighter.nickname ? `“${fighter.nickname}”` : fighter.weightClass,
    image: photo?.card ?? null,
    imageLarge: photo?.large ?? null,
    badge: `${record.wins}-${record.losses}-${record.draws}`,
    startsAt: null,
    action: openPage(`/fighters/${fighter.slug}`),
  };
  return withNepali(item, {
    title: nepaliFullName(fighter),
    subtitle: nickname ? `“${nickname}”` : fighter.weightClassNe,
    badge: devanagari(item.badge ?? ''),
  });
}

const venueOf = (event: HomeEventRow): Line => ({
  en: `${event.venueName}, ${event.venueCity}`,
  ne: `${event.venueNameNe || event.venueName}, ${event.venueCityNe || event.venueCity}`,
});

/**
 * What a page's sections read of events, fighters and the newest videos, from the sections alone: the picked ones
 * (the hero's chosen event too) and the first of the unpicked lists, as many as the longest row shows.
 */
export interface PageNeeds {
  eventIds: string[];
  fighterIds: string[];
  nextEvents: number;
  someFighters: number;
  newest: { latest: number; featured: number };
}

export function pageNeeds(sections: readonly ShownSection[]): PageNeeds {
  const needs: PageNeeds = {
    eventIds: [],
    fighterIds: [],
    nextEvents: 0,
    someFighters: 0,
    newest: { latest: 0, featured: 0 },
  };
  for (const section of sections) {
    if (section.kind === 'HERO_EVENT') {
      // The next event ahead comes with the chosen one, in case that is not public: no second wait.
      needs.eventIds.push(...section.itemIds.slice(0, 1));
      needs.nextEvents = Math.max(needs.nextEvents, 1);
    } else if (section.kind === 'EVENT_ROW') {
      if (section.itemIds.length > 0) needs.eventIds.push(...section.itemIds);
      else needs.nextEvents = Math.max(needs.nextEvents, section.itemLimit);
    } else if (section.kind === 'FIGHTER_ROW') {
      if (section.itemIds.length > 0) needs.fighterIds.push(...section.itemIds);
      else needs.someFighters = Math.max(needs.someFighters, section.itemLimit);
    } else if (section.kind === 'VIDEO_ROW' && (section.source === 'LATEST' || section.source === 'FEATURED')) {
      const list = section.source === 'LATEST' ? 'latest' : 'featured';
      needs.newest[list] = Math.max(needs.newest[list], section.itemLimit);
    }
  }
  return needs;
}

export const sameNeeds = (a: PageNeeds, b: PageNeeds) => JSON.stringify(a) === JSON.stringify(b);

/** The reads of a page's needs, each kind in one statement for every section: made once, when first asked. */
export class PageSources {
  private eventsRead: Promise<Listed<HomeEventRowWithProduct>> | undefined;
  private fightersRead: Promise<Listed<HomeFighterRow>> | undefined;
  private newestRead: Promise<{ latest: VideoCard[]; featured: VideoCard[] }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: VideoCatalog,
    private readonly now: Date,
    readonly needs: PageNeeds,
  ) {}

  /**
   * Starts every read the needs call for, now: read beside the sections themselves, they go to the database with
   * them in one statement. Failures are left to whoever uses the reads (these may be dropped unused).
   */
  start(): this {
    const { eventIds, fighterIds, nextEvents, someFighters, newest } = this.needs;
    const started = [
      eventIds.length + nextEvents > 0 ? this.events() : undefined,
      fighterIds.length + someFighters > 0 ? this.fighters() : undefined,
      newest.latest + newest.featured > 0 ? this.newestVideos() : undefined,
    ];
    started.forEach((read) => read?.catch(() => undefined));
    return this;
  }

  events(): Promise<Listed<HomeEventRowWithProduct>> {
    this.eventsRead ??= sources.events(this.db, this.needs.eventIds, this.now, this.needs.nextEvents);
    return this.eventsRead;
  }

  fighters(): Promise<Listed<HomeFighterRow>> {
    this.fightersRead ??= sources.fighters(this.db, this.needs.fighterIds, this.needs.someFighters);
    return this.fightersRead;
  }

  /** The latest videos and the latest featured ones, for every such row of the page at once. */
  newestVideos(): Promise<{ latest: VideoCard[]; featured: VideoCard[] }> {
    this.newestRead ??= this.catalog.newest(this.needs.newest);
    return this.newestRead;
  }
}

/**
 * Turns a stored section into what fans see now. Only public things ever come out: published, processed
 * videos; published showcases; announced events; approved fighters. Picked items that are not public (yet)
 * are skipped, in the staff's order.
 */
export class HomeResolver {
  constructor(
    private readonly db: Db,
    private readonly catalog: VideoCatalog,
  ) {}

  /** The reads of these needs, not started. */
  sourcesOf(needs: PageNeeds, now: Date): PageSources {
    return new PageSources(this.db, this.catalog, now, needs);
  }

  /**
   * A page's sections, concurrently, sharing their reads of events, fighters and videos: `early` ones when they
   * were started for the same needs (see HomePage), else their own.
   */
  resolveAll(sections: readonly ShownSection[], now: Date, early?: PageSources): Promise<ResolvedSection[]> {
    const needs = pageNeeds(sections);
    const page = early && sameNeeds(early.needs, needs) ? early : this.sourcesOf(needs, now);
    return Promise.all(sections.map((section) => this.resolve(section, now, page)));
  }

  async resolve(
    section: ShownSection,
    now: Date,
    page = this.sourcesOf(pageNeeds([section]), now),
  ): Promise<ResolvedSection> {
    switch (section.kind) {
      case 'HERO_EVENT':
        return this.hero(section, page);
      case 'VIDEO_ROW':
        return this.videos(section, page);
      case 'SHOWCASE_ROW':
        return this.showcases(section);
      case 'EVENT_ROW':
        return this.events(section, page);
      case 'FIGHTER_ROW':
        return this.fighters(section, page);
      case 'BANNER':
        return this.banner(section);
      default:
        return EMPTY;
    }
  }

  /** The chosen event while it is public (not cancelled), else the next one ahead. */
  private async hero(section: ShownSection, page: PageSources): Promise<ResolvedSection> {
    const { picked, first } = await page.events();
    const chosen = section.itemIds[0];
    const event = (chosen ? picked.get(chosen) : undefined) ?? first[0];
    if (!event) return EMPTY;
    if (event.tagline) return { items: [eventItem(event, { en: event.tagline, ne: event.taglineNe })], more: null };
    const card = (await cardHeadlines(this.db, [event.id])).get(event.id);
    const line: Line = card?.headline ? { en: card.headline, ne: card.headlineNe ?? null } : venueOf(event);
    return { items: [eventItem(event, line)], more: null };
  }

  private async videos(section: ShownSection, page: PageSources): Promise<ResolvedSection> {
    const limit = section.itemLimit;
    switch (section.source) {
      case 'PICKED':
        return { items: (await this.catalog.picked(section.itemIds)).slice(0, limit).map(videoItem), more: null };
      case 'FEATURED': {
        const { featured } = await page.newestVideos();
        return { items: featured.slice(0, limit).map(videoItem), more: openPage('/videos') };
      }
      case 'CATEGORY': {
        if (!section.categoryId) return EMPTY;
        const category = await this.catalog.category(section.categoryId).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
        if (!category) return EMPTY;
        const cards = await this.catalog.latest(limit, category.id);
        return { items: cards.map(videoItem), more: openPage(`/videos/category/${category.slug}`) };
      }
      default: {
        const { latest } = await page.newestVideos();
        return { items: latest.slice(0, limit).map(videoItem), more: openPage('/videos') };
      }
    }
  }

  private async showcases(section: ShownSection): Promise<ResolvedSection> {
    if (section.itemIds.length > 0) {
      const picked = await this.catalog.pickedShowcases(section.itemIds);
      return { items: picked.slice(0, section.itemLimit).map(showcaseItem), more: null };
    }
    const cards = await this.catalog.latestShowcases(section.itemLimit);
    return { items: cards.map(showcaseItem), more: openPage('/videos') };
  }

  private async events(section: ShownSection, page: PageSources): Promise<ResolvedSection> {
    const { picked, first } = await page.events();
    if (section.itemIds.length > 0) {
      const shown = inOrder(section.itemIds, picked).slice(0, section.itemLimit);
      return { items: this.eventItems(shown), more: null };
    }
    const upcoming = first.slice(0, section.itemLimit);
    return { items: this.eventItems(upcoming), more: openPage('/events') };
  }

  /** Event tiles, each with the product of its live pass (read with the events). */
  private eventItems(rows: HomeEventRowWithProduct[]): HomeItem[] {
    return rows.map((event) => ({ ...eventItem(event, venueOf(event)), productId: event.productId }));
  }

  private async fighters(section: ShownSection, page: PageSources): Promise<ResolvedSection> {
    const { picked, first } = await page.fighters();
    if (section.itemIds.length > 0) {
      const shown = inOrder(section.itemIds, picked).slice(0, section.itemLimit);
      return { items: shown.map(fighterItem), more: null };
    }
    return { items: first.slice(0, section.itemLimit).map(fighterItem), more: openPage('/fighters') };
  }

  /** One tile: the banner's picture, title and line, with the section's own action. */
  private banner(section: ShownSection): ResolvedSection {
    if (!section.imageKey && !section.title) return EMPTY;
    const image = section.imageKey ? bannerUrls(section.imageKey) : null;
    const item: HomeItem = {
      id: section.id,
      kind: 'BANNER',
      title: section.title ?? '',
      subtitle: section.subtitle,
      image: image?.card ?? null,
      imageLarge: image?.wide ?? null,
      badge: null,
      startsAt: null,
      action: section.action,
    };
    return { items: [withNepali(item, { title: section.titleNe, subtitle: section.subtitleNe })], more: null };
  }
}
