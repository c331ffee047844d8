/**
 * Master data: weight classes, affiliations (gyms and teams) and titles, kept by staff, offered by forms.
 *
 * Other modules read it through `masterData.reads` (`MasterDataReads` in master-data.service.ts), never
 * through the table, so that they share the in-memory copy:
 *   reads.entry(id): Promise<MasterData | undefined>
 *   reads.entries(ids): Promise<Map<string, MasterData>>
 *   reads.weightClass(id): Promise<MasterData | undefined>   (undefined for another kind)
 *   reads.affiliation(id): Promise<MasterData | undefined>
 *   reads.activeTitleCodes(): Promise<ReadonlySet<string>>
 *   reads.active(kind): Promise<MasterData[]>
 * Retired entries are returned (profiles that chose them still show them): check `retired` before
 * accepting a new choice. `labelOf(entry, language)` from master-data.mapper.ts gives the shown name;
 * `logoUrl` is ready for the browser.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../lib/storage';
import { AffiliationLogos } from './affiliation-logos.service';
import { masterDataAdminRoutes } from './master-data.admin.routes';
import { masterDataRoutes } from './master-data.routes';
import { masterDataChanged } from './master-data-cache';
import { MasterDataCatalogue, type MasterDataReads } from './master-data.service';
import { selectablesRoutes } from './selectables.routes';

export interface MasterDataDeps {
  db: Db;
  storage: FileStorage;
  logoMaxBytes: number;
  bus: EventBus;
}

/** Builds the master-data services; other modules use `reads` only. */
export function createMasterData({ db, storage, logoMaxBytes, bus }: MasterDataDeps) {
  bus.on('masterData.changed', () => masterDataChanged(db));
  const catalogue = new MasterDataCatalogue(db, () => bus.publish({ type: 'masterData.changed' }));
  return {
    catalogue,
    logos: new AffiliationLogos(catalogue, storage, logoMaxBytes),
    reads: catalogue as MasterDataReads,
  };
}

export type MasterDataModule = ReturnType<typeof createMasterData>;

export const masterDataModule: FastifyPluginAsync<{ masterData: MasterDataModule }> = async (app, { masterData }) => {
  await app.register(masterDataRoutes, { masterData });
  await app.register(masterDataAdminRoutes, { masterData });
  await app.register(selectablesRoutes, { masterData });
};
