import type { FighterDetail, FighterProfile, Language } from '@ringside/contract';
import type { Db } from '../../db/client';
import { type Refs, publishedAsProfile, referencedIds, toFighterProfile, toHistoryEntry } from './fighter.mapper';
import { historyRepository as history } from './history.repository';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { FighterWithPublic } from './profiles.repository';

/** Turns stored applications into what owners and staff read, with master data resolved in one read. */
export class FighterViews {
  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
    private readonly brandName: string,
  ) {}

  async refs(rows: Parameters<typeof referencedIds>[0], language: Language): Promise<Refs> {
    return { entries: await this.masterData.entries(referencedIds(rows)), language };
  }

  async profile({ profile, published }: FighterWithPublic, language: Language): Promise<FighterProfile> {
    return toFighterProfile(profile, published, await this.refs([profile], language));
  }

  /**
   * The application, the approved version when a change is under review (an APPROVED application is its
   * public version: live changes reach both at once), and every step so far.
   */
  async detail(
    { profile, published }: FighterWithPublic,
    language: Language,
    viewer: { isStaff: boolean },
  ): Promise<FighterDetail> {
    const differs = published !== undefined && profile.status !== 'APPROVED';
    const refs = await this.refs([profile, differs ? published : undefined], language);
    const steps = await history.list(this.db, profile.id);
    return {
      profile: toFighterProfile(profile, published, refs),
      published: differs ? publishedAsProfile(profile, published, refs) : null,
      history: steps.map((step) => toHistoryEntry(step, { isStaff: viewer.isStaff, brandName: this.brandName })),
    };
  }
}
