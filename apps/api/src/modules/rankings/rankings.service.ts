import type {
  AdminRanking,
  BoutFighter,
  FighterRanking,
  Language,
  MasterData,
  PublishRankingRequest,
  Ranking,
  RankingEntry,
  Rankings,
} from '@ringside/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { boutFighters } from '../events/bout-fighter';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { weightClassOf, weightClassRef } from './weight-classes';
import { type RankingEntryRow, type RankingRow, rankingsRepository as repository } from './rankings.repository';

/**
 * Rankings per weight class (decision 68): staff with BOOKINGANDTICKETING publish a champion and up to 15 ranked
 * fighters as a new dated version; fans read every class's current version with each fighter's movement against
 * the version before, and profiles show a fighter's places.
 */
export class RankingsService {
  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
    private readonly bus: EventBus,
  ) {}

  /** Every weight class's current version, in the weight classes' order. */
  async current(language: Language): Promise<Rankings> {
    const rows = await repository.currentAll(this.db);
    const classes = await this.masterData.entries(rows.map((row) => row.weightClassId));
    const items = await this.views(rows, language, classes);
    const order = (ranking: Ranking) => classes.get(ranking.weightClass.id)?.sortOrder ?? 0;
    return { items: items.sort((a, b) => order(a) - order(b)) };
  }

  /** The back office's view of one class: its current version and the dates of all of them. */
  async admin(weightClassId: string, language: Language): Promise<AdminRanking> {
    const weightClass = await weightClassOf(this.masterData, weightClassId);
    const versions = await repository.versions(this.db, weightClass.id);
    const [current] = versions[0]
      ? await this.views([versions[0]], language, new Map([[weightClass.id, weightClass]]))
      : [];
    return {
      weightClass: weightClassRef(weightClass, language),
      current: current ?? null,
      versions: versions.map((row) => ({
        version: row.version,
        effectiveOn: row.effectiveOn,
        publishedAt: row.publishedAt.toISOString(),
      })),
    };
  }

  /** Publishes the next version of a class: the champion (or none) and the ranked, best first. */
  async publish(
    weightClassId: string,
    request: PublishRankingRequest,
    staffId: string | null,
    language: Language,
  ): Promise<AdminRanking> {
    const weightClass = await weightClassOf(this.masterData, weightClassId);
    const places = [request.championId, ...request.rankedIds].map((id) => id?.toLowerCase() ?? null);
    const named = places.filter((id): id is string => id !== null);
    if (new Set(named).size !== named.length) throw new AppError('HUBRKDP001');
    // Only public fighters: an unapproved one has no page for fans to open.
    const fighters = await boutFighters(this.db, named);
    if (named.some((id) => !fighters.has(id))) throw new AppError('HUBRKFT001');
    try {
      await repository.insertNext(
        this.db,
        { weightClassId: weightClass.id, effectiveOn: request.effectiveOn, publishedById: staffId },
        places,
      );
    } catch (error) {
      // Another version was published at the same moment: this one would misread the movement.
      if (isUniqueViolation(error, 'rankings_weight_class_version_key')) throw new AppError('HUBRKVR001');
      throw error;
    }
    // Profiles show their fighters' places.
    this.bus.publish({ type: 'fighters.changed' });
    return this.admin(weightClass.id, language);
  }

  /** A fighter's places in the current versions, for the profile. */
  async of(fighterId: string, language: Language): Promise<FighterRanking[]> {
    const places = await repository.placesOf(this.db, fighterId);
    const classes = await this.masterData.entries(places.map((place) => place.weightClassId));
    return places.flatMap((place) => {
      const entry = classes.get(place.weightClassId);
      return entry ? [{ weightClass: weightClassRef(entry, language), position: place.position }] : [];
    });
  }

  /** Versions as fans read them, each against the version before. */
  private async views(
    rows: readonly RankingRow[],
    language: Language,
    classes: Map<string, MasterData>,
  ): Promise<Ranking[]> {
    const previous = await repository.previousOf(this.db, rows);
    const entries = await repository.entries(this.db, [
      ...rows.map((row) => row.id),
      ...[...previous.values()].map((row) => row.id),
    ]);
    const byRanking = new Map<string, RankingEntryRow[]>();
    for (const entry of entries) byRanking.set(entry.rankingId, [...(byRanking.get(entry.rankingId) ?? []), entry]);
    const fighters = await boutFighters(
      this.db,
      entries.map((entry) => entry.fighterId),
    );
    return rows.flatMap((row) => {
      const weightClass = classes.get(row.weightClassId);
      if (!weightClass) return [];
      const before = previous.get(row.id);
      const was = new Map(
        (before ? (byRanking.get(before.id) ?? []) : []).map((entry) => [entry.fighterId, entry.position]),
      );
      const places = (byRanking.get(row.id) ?? []).flatMap((entry) => {
        const fighter = fighters.get(entry.fighterId);
        return fighter
          ? [placeOf(entry.position, fighter, before ? (was.get(entry.fighterId) ?? null) : null, Boolean(before))]
          : [];
      });
      const kept = new Set((byRanking.get(row.id) ?? []).map((entry) => entry.fighterId));
      return [
        {
          weightClass: weightClassRef(weightClass, language),
          version: row.version,
          effectiveOn: row.effectiveOn,
          publishedAt: row.publishedAt.toISOString(),
          champion: places.find((place) => place.position === 0) ?? null,
          ranked: places.filter((place) => place.position > 0),
          leftOut: [...was.keys()]
            .filter((id) => !kept.has(id))
            .flatMap((id) => (fighters.has(id) ? [fighters.get(id)!] : [])),
        },
      ];
    });
  }
}

/** A place with its movement: a smaller number is better; the champion (0) is above every ranked place. */
function placeOf(position: number, fighter: BoutFighter, previous: number | null, hadVersion: boolean): RankingEntry {
  const movement =
    previous === null
      ? hadVersion
        ? 'NEW'
        : 'SAME'
      : previous > position
        ? 'UP'
        : previous < position
          ? 'DOWN'
          : 'SAME';
  return { position, fighter, movement, previousPosition: previous };
}
