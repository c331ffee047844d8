import {
  type FighterDetail,
  type FighterProfile,
  type FighterProfileRequestSchema,
  type Language,
  PROFILE_STATUS_MESSAGES,
  type ProfileStatus,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../identity/sessions.service';
import { applicantsRepository as applicants } from './applicants.repository';
import { checkFields, masterDataFacts } from './field-checks';
import { assertNoProblems } from './field-problems';
import { changedFields, isLiveField, liveValuesOf, missingFields, valuesFrom, valuesOf } from './fighter-values';
import type { FighterViews } from './fighter-views';
import { historyRepository as history } from './history.repository';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { type FighterWithPublic, ONE_PER_CUSTOMER, profilesRepository as profiles } from './profiles.repository';
import { customerStep } from './transitions';
import { isUniqueViolation } from '../../db/errors';

export type FighterProfileInput = z.output<typeof FighterProfileRequestSchema>;

export interface ApplicationsDeps {
  db: Db;
  masterData: MasterDataReads;
  views: FighterViews;
  /** Evicts cached customer profiles (sending an application changes the registration purpose). */
  customersChanged: (customerIds: string[]) => void;
  /** Called after a change that may have reached a public version (the directory's cache forgets). */
  publicChanged: () => void;
}

/** The customer's own fighter application: there is no id in these calls, only the caller's one application. */
export class Applications {
  constructor(private readonly deps: ApplicationsDeps) {}

  async get(principal: Principal, language: Language): Promise<FighterProfile> {
    return this.deps.views.profile(await this.own(principal), language);
  }

  async detail(principal: Principal, language: Language): Promise<FighterDetail> {
    return this.deps.views.detail(await this.own(principal), language, { isStaff: false });
  }

  async status(principal: Principal, language: Language): Promise<ProfileStatus> {
    const found = await profiles.findByCustomer(this.deps.db, principal.customerId);
    const status = found?.profile.status ?? 'NONE';
    return {
      status,
      message: PROFILE_STATUS_MESSAGES[status][language],
      rejectionReason: status === 'REJECTED' ? (found?.profile.rejectionReason ?? null) : null,
      isPublic: found?.published !== undefined,
      slug: found?.published?.slug ?? null,
    };
  }

  async create(principal: Principal, input: FighterProfileInput, language: Language): Promise<FighterProfile> {
    try {
      return await this.save(principal, input, 'create', language);
    } catch (error) {
      // Two first saves at once: the second meets the one-per-customer index.
      if (isUniqueViolation(error, ONE_PER_CUSTOMER)) throw new AppError('HUBFPEX001');
      throw error;
    }
  }

  async update(principal: Principal, input: FighterProfileInput, language: Language): Promise<FighterProfile> {
    return this.save(principal, input, 'update', language);
  }

  /** Saves (or sends) the whole application: the body replaces it, absent fields are cleared. */
  private async save(
    principal: Principal,
    input: FighterProfileInput,
    mode: 'create' | 'update',
    language: Language,
  ): Promise<FighterProfile> {
    if (principal.customerType !== 'INDIVIDUAL') throw new AppError('HUBFPNP001');
    const { submit, ...fields } = input;
    const next = valuesOf(fields);
    const { db, masterData } = this.deps;
    const facts = await masterDataFacts(masterData, next);
    let purposeChanged = false;

    const saved = await db.transaction(async (tx) => {
      const current = await profiles.findByCustomer(tx, principal.customerId, true);
      if (mode === 'create' && current) throw new AppError('HUBFPEX001');
      if (mode === 'update' && !current) throw new AppError('ALIAEEN002');
      const changed = changedFields(current && valuesFrom(current.profile), next);
      const step = customerStep(current?.profile.status, changed, submit);
      const statusChanged = step.status !== current?.profile.status;
      if (current && !statusChanged && changed.length === 0) return current;

      const problems = await checkFields(tx, facts, next, changed, principal.customerId);
      // What is sent for review, or stays public, must be complete.
      if (step.status === 'PENDING' || step.status === 'APPROVED') problems.push(...missingFields(next));
      assertNoProblems(problems);

      const now = new Date();
      const sent = step.status === 'PENDING' && statusChanged;
      const values = {
        ...next,
        status: step.status,
        ...(sent ? { submittedAt: now, rejectionReason: null } : {}),
        // A record the customer changed is no longer the one staff checked.
        ...(changed.includes('priorRecord') ? { recordVerifiedAt: null, recordVerifiedById: null } : {}),
      };
      const profile = current
        ? await profiles.update(tx, current.profile.id, values)
        : await profiles.insert(tx, { customerId: principal.customerId, ...values });

      // Bio, photo and social links reach the public version at once, whatever else waits for review.
      let published = current?.published;
      if (published && changed.some(isLiveField))
        published = await profiles.updatePublic(tx, published.fighterId, liveValuesOf(next));

      await history.insert(tx, {
        fighterId: profile.id,
        action: step.action,
        fromStatus: current?.profile.status ?? null,
        toStatus: step.status,
        actorId: principal.customerId,
        actorIsStaff: false,
        changedFields: changed,
      });
      if (sent) purposeChanged = await applicants.markFighter(tx, principal.customerId);
      return { profile, published };
    });

    if (purposeChanged) this.deps.customersChanged([principal.customerId]);
    if (saved.published) this.deps.publicChanged();
    return this.deps.views.profile(saved, language);
  }

  private async own(principal: Principal): Promise<FighterWithPublic> {
    const found = await profiles.findByCustomer(this.deps.db, principal.customerId);
    if (!found) throw new AppError('ALIAEEN002');
    return found;
  }
}
