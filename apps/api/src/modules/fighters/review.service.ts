import type {
  FighterFields,
  FighterPhoto,
  FighterReviewDetail,
  FighterReviewItem,
  FighterReviewSearchRequestSchema,
  Language,
  Page,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fullName } from '../identity/customer.mapper';
import type { CustomerRow } from '../identity/customer.mapper';
import type { Principal } from '../identity/sessions.service';
import { applicantsRepository as applicants } from './applicants.repository';
import type { DecisionNotices } from './decision-notices';
import { checkFields, masterDataFacts } from './field-checks';
import { assertNoProblems } from './field-problems';
import { toReviewItem } from './fighter.mapper';
import { changedFields, isLiveField, liveValuesOf, missingFields, valuesFrom, valuesOf } from './fighter-values';
import type { FighterViews } from './fighter-views';
import { historyRepository as history } from './history.repository';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { FighterPhotos } from './photos.service';
import { type FighterWithPublic, profilesRepository as profiles } from './profiles.repository';
import { publish, searchColumnsOf } from './publication';
import { reviewRepository } from './review.repository';
import { assertAwaitingDecision } from './transitions';

export type ReviewSearch = z.output<typeof FighterReviewSearchRequestSchema>;

export interface ReviewsDeps {
  db: Db;
  masterData: MasterDataReads;
  views: FighterViews;
  notices: DecisionNotices;
  photos: FighterPhotos;
  /** Called after a change that may have reached a public version (the directory's cache forgets). */
  publicChanged: () => void;
}

function toApplicant(customer: CustomerRow) {
  return {
    id: customer.id,
    customerType: customer.customerType,
    fullName: fullName(customer),
    email: customer.email,
    emailVerified: customer.emailVerified,
    countryCode: customer.countryCode,
    mobileNumber: customer.mobileNumber,
    mobileNumberVerified: customer.mobileNumberVerified,
    dateOfBirth: customer.dateOfBirth,
    nationality: customer.nationality,
    createdAt: customer.createdAt.toISOString(),
  };
}

/** Staff review of applications (BOOKINGANDTICKETING): the queue, decisions, edits and record checks. */
export class Reviews {
  constructor(private readonly deps: ReviewsDeps) {}

  async search(filter: ReviewSearch, language: Language): Promise<Page<FighterReviewItem>> {
    const { rows, total } = await reviewRepository.search(this.deps.db, {
      ...filter,
      status: filter.status ?? 'PENDING',
    });
    const refs = await this.deps.views.refs(rows, language);
    return {
      items: rows.map((row) => toReviewItem(row, refs)),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }

  async detail(fighterId: string, language: Language): Promise<FighterReviewDetail> {
    return this.reviewDetail(await this.find(this.deps.db, fighterId), language);
  }

  /** Publishes a sent application: the first version, or an approved fighter's change. */
  async approve(
    principal: Principal,
    fighterId: string,
    note: string | undefined,
    language: Language,
  ): Promise<FighterReviewDetail> {
    const now = new Date();
    const decided = await this.deps.db.transaction(async (tx) => {
      const { profile, published: previous } = await this.find(tx, fighterId, true);
      assertAwaitingDecision(profile.status);
      const approved = await profiles.update(tx, profile.id, {
        status: 'APPROVED',
        rejectionReason: null,
        decidedAt: now,
        decidedById: principal.customerId,
      });
      const published = await publish(tx, approved, previous, now);
      await history.insert(tx, {
        fighterId: profile.id,
        action: 'APPROVED',
        fromStatus: profile.status,
        toStatus: 'APPROVED',
        actorId: principal.customerId,
        actorIsStaff: true,
        reason: note ?? null,
        // What the public sees change.
        changedFields: changedFields(previous && valuesFrom(previous), valuesFrom(approved)),
      });
      return { found: { profile: approved, published }, isChange: previous !== undefined };
    });
    this.deps.publicChanged();
    await this.notify(decided.found, 'APPROVED', decided.isChange, note ?? null);
    return this.reviewDetail(decided.found, language);
  }

  /** Sends a sent application back with a reason; an approved fighter's public version stays as it was. */
  async reject(
    principal: Principal,
    fighterId: string,
    reason: string,
    language: Language,
  ): Promise<FighterReviewDetail> {
    const found = await this.deps.db.transaction(async (tx) => {
      const { profile, published } = await this.find(tx, fighterId, true);
      assertAwaitingDecision(profile.status);
      const rejected = await profiles.update(tx, profile.id, {
        status: 'REJECTED',
        rejectionReason: reason,
        decidedAt: new Date(),
        decidedById: principal.customerId,
      });
      await history.insert(tx, {
        fighterId: profile.id,
        action: 'REJECTED',
        fromStatus: profile.status,
        toStatus: 'REJECTED',
        actorId: principal.customerId,
        actorIsStaff: true,
        reason,
      });
      return { profile: rejected, published };
    });
    await this.notify(found, 'REJECTED', found.published !== undefined, reason);
    return this.reviewDetail(found, language);
  }

  /**
   * A staff correction, applied at once whatever the status: to the working copy, and to the public version
   * when the application is approved (bio, photo and social links reach it in every status, as for customers).
   */
  async edit(
    principal: Principal,
    fighterId: string,
    input: FighterFields,
    language: Language,
  ): Promise<FighterReviewDetail> {
    const next = valuesOf(input);
    const facts = await masterDataFacts(this.deps.masterData, next);
    const found = await this.deps.db.transaction(async (tx) => {
      const current = await this.find(tx, fighterId, true);
      const { profile } = current;
      const changed = changedFields(valuesFrom(profile), next);
      if (changed.length === 0) return current;
      const problems = await checkFields(tx, facts, next, changed, profile.customerId);
      if (profile.status === 'PENDING' || profile.status === 'APPROVED') problems.push(...missingFields(next));
      assertNoProblems(problems);

      // Staff are the ones who verify a record, so their corrections leave its verification as it is.
      const edited = await profiles.update(tx, profile.id, next);
      let published = current.published;
      if (published && profile.status === 'APPROVED')
        published = await profiles.updatePublic(tx, published.fighterId, { ...next, ...searchColumnsOf(next) });
      else if (published && changed.some(isLiveField))
        published = await profiles.updatePublic(tx, published.fighterId, liveValuesOf(next));
      await history.insert(tx, {
        fighterId: profile.id,
        action: 'EDITED_BY_STAFF',
        fromStatus: profile.status,
        toStatus: profile.status,
        actorId: principal.customerId,
        actorIsStaff: true,
        changedFields: changed,
      });
      return { profile: edited, published };
    });
    if (found.published) this.deps.publicChanged();
    return this.reviewDetail(found, language);
  }

  /** Marks the prior record checked (or not); the public version follows when it shows the same record. */
  async verifyRecord(
    principal: Principal,
    fighterId: string,
    verified: boolean,
    language: Language,
  ): Promise<FighterReviewDetail> {
    const found = await this.deps.db.transaction(async (tx) => {
      const current = await this.find(tx, fighterId, true);
      const { profile } = current;
      if ((profile.recordVerifiedAt !== null) === verified) return current;
      const updated = await profiles.update(tx, profile.id, {
        recordVerifiedAt: verified ? new Date() : null,
        recordVerifiedById: verified ? principal.customerId : null,
      });
      let published = current.published;
      const sameRecord =
        published !== undefined && !changedFields(valuesFrom(published), valuesFrom(profile)).includes('priorRecord');
      if (published && sameRecord)
        published = await profiles.updatePublic(tx, published.fighterId, { recordVerified: verified });
      await history.insert(tx, {
        fighterId: profile.id,
        action: verified ? 'RECORD_VERIFIED' : 'RECORD_UNVERIFIED',
        fromStatus: profile.status,
        toStatus: profile.status,
        actorId: principal.customerId,
        actorIsStaff: true,
        changedFields: ['recordVerified'],
      });
      return { profile: updated, published };
    });
    if (found.published) this.deps.publicChanged();
    return this.reviewDetail(found, language);
  }

  /** A photo uploaded by staff on the fighter's behalf: it belongs to the fighter's account. */
  async uploadPhoto(fighterId: string, upload: Buffer | undefined): Promise<FighterPhoto> {
    const { profile } = await this.find(this.deps.db, fighterId);
    return this.deps.photos.upload(profile.customerId, async () => upload, { byStaff: true });
  }

  private async find(db: Db, fighterId: string, lock = false): Promise<FighterWithPublic> {
    const found = await profiles.findById(db, fighterId, lock);
    if (!found) throw new AppError('HUBFPNF001');
    return found;
  }

  private async reviewDetail(found: FighterWithPublic, language: Language): Promise<FighterReviewDetail> {
    const customer = await applicants.findById(this.deps.db, found.profile.customerId);
    if (!customer) throw new AppError('HUBFPNF001');
    return {
      ...(await this.deps.views.detail(found, language, { isStaff: true })),
      applicant: toApplicant(customer),
    };
  }

  private async notify(
    found: FighterWithPublic,
    decision: 'APPROVED' | 'REJECTED',
    isChange: boolean,
    note: string | null,
  ): Promise<void> {
    const customer = await applicants.findById(this.deps.db, found.profile.customerId);
    if (!customer) return;
    this.deps.notices.send(customer, found.profile.id, decision, {
      isChange,
      note,
      slug: found.published?.slug ?? null,
    });
  }
}
