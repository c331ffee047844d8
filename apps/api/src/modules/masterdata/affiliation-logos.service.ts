import { randomBytes } from 'node:crypto';
import type { MasterData } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { type Rendition, renderUpload } from '../../lib/images';
import { type FileStorage, putAll, savedOrRemoved } from '../../lib/storage';
import { LOGO_SIZES, logoFileKey, toMasterData } from './master-data.mapper';
import type { MasterDataRow } from './master-data.repository';
import type { MasterDataCatalogue } from './master-data.service';

const RENDITIONS: readonly Rendition[] = LOGO_SIZES.map((size) => ({
  name: String(size),
  width: size,
  format: 'webp',
}));

/** The folder of every logo version of one affiliation. */
const folderOf = (entryId: string) => `affiliations/${entryId}`;

/** Gym and team logos: re-encoded renditions in file storage, under a new key for every upload. */
export class AffiliationLogos {
  constructor(
    private readonly catalogue: MasterDataCatalogue,
    private readonly storage: FileStorage,
    readonly maxBytes: number,
  ) {}

  /**
   * Stores a new logo. The upload is read only once the entry is known to be an affiliation, so a wrong
   * call costs no transfer. Each upload gets a fresh key: the files under a key never change, which is what
   * lets browsers cache them forever.
   */
  async put(entryId: string, readUpload: () => Promise<Buffer | undefined>): Promise<MasterData> {
    const current = await this.affiliation(entryId);
    const upload = await readUpload();
    if (!upload || upload.length === 0 || upload.length > this.maxBytes) throw this.invalid();
    // Decoded and re-encoded: a renamed or crafted file never reaches storage, and phones get small files.
    const images = await renderUpload(upload, RENDITIONS);
    if (!images) throw this.invalid();

    const logoKey = `${folderOf(entryId)}/${randomBytes(8).toString('hex')}`;
    await putAll(
      this.storage,
      logoKey,
      images.map((image) => [logoFileKey(logoKey, Number(image.name)), image.content]),
    );
    const row = await savedOrRemoved(this.storage, logoKey, () => this.catalogue.setLogoKey(entryId, logoKey));
    await this.discard(current.logoKey);
    return toMasterData(row);
  }

  async remove(entryId: string): Promise<MasterData> {
    const current = await this.affiliation(entryId);
    if (!current.logoKey) return toMasterData(current);
    const row = await this.catalogue.setLogoKey(entryId, null);
    await this.discard(current.logoKey);
    return toMasterData(row);
  }

  /** HUBMDLG001 with the limit in MB, as the form shows it. */
  invalid(): AppError {
    return AppError.field('logo', 'HUBMDLG001', { maxMb: Math.round((this.maxBytes / 1024 / 1024) * 10) / 10 });
  }

  private async affiliation(entryId: string): Promise<MasterDataRow> {
    const row = await this.catalogue.find(entryId);
    if (row.kind !== 'AFFILIATION') throw AppError.field('logo', 'HUBMDLG002');
    return row;
  }

  /** Removes a replaced version's files; a leftover file would only cost disk space, never a wrong image. */
  private async discard(logoKey: string | null): Promise<void> {
    if (logoKey) await this.storage.removePrefix(logoKey).catch(() => undefined);
  }
}
