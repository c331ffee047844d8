import {
  type CreateMasterDataRequest,
  type MasterData,
  type MasterDataKind,
  type MasterDataSearchRequest,
  type ReorderMasterDataRequest,
  type UpdateMasterDataRequest,
  masterDataKindProblems,
} from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type MasterDataCache, masterDataCacheOf } from './master-data-cache';
import { toMasterData } from './master-data.mapper';
import {
  type MasterDataRow,
  type NewMasterData,
  duplicateField,
  masterDataRepository as repository,
} from './master-data.repository';

/**
 * What other modules read (fighters: form checks, directory filters, profile labels). Retired entries are
 * included so that profiles that chose them still show them; check `retired` before accepting a new choice.
 */
export interface MasterDataReads {
  /** Any entry by id, or undefined. */
  entry(id: string): Promise<MasterData | undefined>;
  /** The entries of these ids that exist, by id (for lists of profiles: one call per page). */
  entries(ids: readonly string[]): Promise<Map<string, MasterData>>;
  /** The weight class of this id, or undefined when there is none (or the id is of another kind). */
  weightClass(id: string): Promise<MasterData | undefined>;
  /** The affiliation (gym or team) of this id, or undefined when there is none. */
  affiliation(id: string): Promise<MasterData | undefined>;
  /** Codes of the titles (honorifics) a form may choose now: MR, MS... */
  activeTitleCodes(): Promise<ReadonlySet<string>>;
  /** Entries of a kind that forms offer now, in list order. */
  active(kind: MasterDataKind): Promise<MasterData[]>;
}

/** The fields a kind keeps; the others are stored as null whatever the request carried. */
function kindFields(kind: MasterDataKind, input: UpdateMasterDataRequest) {
  return {
    name: input.name,
    nameNe: input.nameNe ?? null,
    code: kind === 'TITLE' ? (input.code ?? null) : null,
    lowerKg: kind === 'WEIGHT_CLASS' ? (input.lowerKg ?? null) : null,
    upperKg: kind === 'WEIGHT_CLASS' ? (input.upperKg ?? null) : null,
    gender: kind === 'WEIGHT_CLASS' ? (input.gender ?? null) : null,
    city: kind === 'AFFILIATION' ? (input.city ?? null) : null,
  } satisfies Partial<NewMasterData>;
}

/** Weight classes, affiliations and titles: the lists staff keep and the reads the rest of the platform makes. */
export class MasterDataCatalogue implements MasterDataReads {
  private readonly cache: MasterDataCache;

  /** `changed` runs after every write: by default it evicts this process's copy; the app tells every instance. */
  constructor(
    private readonly db: Db,
    private readonly changed: () => void = () => masterDataCacheOf(db).invalidate(),
  ) {
    this.cache = masterDataCacheOf(db);
  }

  /**
   * The list for forms and the back office. Staff asking for retired entries read the table itself, so the
   * screen where they edit shows their change even when the next request lands on another instance.
   */
  async search(filter: MasterDataSearchRequest, canSeeRetired: boolean): Promise<MasterData[]> {
    if (filter.includeRetired && canSeeRetired) {
      const rows = await repository.list(this.db, {
        includeRetired: true,
        ...(filter.kind ? { kind: filter.kind } : {}),
      });
      return rows.map(toMasterData);
    }
    return (await this.cache.all()).filter((entry) => !entry.retired && (!filter.kind || entry.kind === filter.kind));
  }

  async entry(id: string): Promise<MasterData | undefined> {
    return (await this.cache.byIds([id])).get(id);
  }

  entries(ids: readonly string[]): Promise<Map<string, MasterData>> {
    return this.cache.byIds(ids);
  }

  async weightClass(id: string): Promise<MasterData | undefined> {
    const entry = await this.entry(id);
    return entry?.kind === 'WEIGHT_CLASS' ? entry : undefined;
  }

  async affiliation(id: string): Promise<MasterData | undefined> {
    const entry = await this.entry(id);
    return entry?.kind === 'AFFILIATION' ? entry : undefined;
  }

  async activeTitleCodes(): Promise<ReadonlySet<string>> {
    return new Set((await this.active('TITLE')).map((title) => title.code).filter((code) => code !== null));
  }

  async active(kind: MasterDataKind): Promise<MasterData[]> {
    return (await this.cache.all()).filter((entry) => entry.kind === kind && !entry.retired);
  }

  /** A new entry, placed after the others of its kind. */
  async create(input: CreateMasterDataRequest): Promise<MasterData> {
    const sortOrder = await repository.nextSortOrder(this.db, input.kind);
    const row = await this.write(() =>
      repository.insert(this.db, { kind: input.kind, ...kindFields(input.kind, input), sortOrder }),
    );
    return toMasterData(row);
  }

  /** Replaces the editable fields; the kind never changes, so its fields are checked against the stored one. */
  async update(id: string, input: UpdateMasterDataRequest): Promise<MasterData> {
    const current = await this.find(id);
    const problems = masterDataKindProblems(current.kind, input);
    const [first] = problems;
    if (first)
      throw new AppError(first.code, {
        fieldErrors: Object.fromEntries(problems.map((problem) => [problem.path, { code: problem.code }])),
      });
    const row = await this.write(() => repository.update(this.db, id, kindFields(current.kind, input)));
    return toMasterData(row);
  }

  /** Retires or restores an entry. Entries are never deleted: profiles and past bouts point at them. */
  async setRetired(id: string, retired: boolean): Promise<MasterData> {
    const current = await this.find(id);
    if ((current.retiredAt !== null) === retired) return toMasterData(current);
    const row = await this.write(() => repository.update(this.db, id, { retiredAt: retired ? new Date() : null }));
    return toMasterData(row);
  }

  /** A new order for one kind; it must name every entry of the kind (retired ones too) exactly once. */
  async reorder({ kind, ids }: ReorderMasterDataRequest): Promise<MasterData[]> {
    await this.write(() =>
      this.db.transaction(async (tx) => {
        // Locked, so that an entry created meanwhile cannot slip in without a place.
        const existing = new Set(await repository.lockIdsOfKind(tx, kind));
        const listed = new Set(ids);
        const complete = listed.size === ids.length && listed.size === existing.size;
        if (!complete || ids.some((id) => !existing.has(id))) throw AppError.field('ids', 'HUBMDOR001');
        await repository.setOrder(tx, ids);
      }),
    );
    return (await repository.list(this.db, { kind, includeRetired: true })).map(toMasterData);
  }

  /** The stored row, for the writes of this module (logos too). */
  async find(id: string): Promise<MasterDataRow> {
    const row = await repository.findById(this.db, id);
    if (!row) throw new AppError('HUBMDNF001');
    return row;
  }

  /** Points an affiliation at its current logo files (or none). */
  setLogoKey(id: string, logoKey: string | null): Promise<MasterDataRow> {
    return this.write(() => repository.update(this.db, id, { logoKey }));
  }

  /** Runs a write, answers a taken name or title code with its own code, and evicts the cached table after it. */
  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const taken = duplicateField(error);
      if (taken === 'name') throw AppError.field('name', 'HUBMDNM003');
      if (taken === 'code') throw AppError.field('code', 'HUBMDCD002');
      throw error;
    } finally {
      this.changed();
    }
  }
}
