import type {
  EventRegistration,
  EventRegistrationRequestSchema,
  EventRegistrationSearchRequestSchema,
  Language,
  Page,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../identity/sessions.service';
import { auditRepository as audit } from './audit.repository';
import type { RegistrationNotices } from './registration-notices';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { assertMayRegister, assertMaySend, assertNewDecision, assertOwnDivision } from './registration-rules';
import type { RegistrationViews } from './registration-views';
import { type RegistrationRow, registrationsRepository as registrations } from './registrations.repository';

export type RegistrationInput = z.output<typeof EventRegistrationRequestSchema>;
export type RegistrationSearch = z.output<typeof EventRegistrationSearchRequestSchema>;
export type Decision = { status: 'ACCEPTED'; note: string | undefined } | { status: 'REJECTED'; reason: string };

export interface RegistrationsDeps {
  db: Db;
  masterData: MasterDataReads;
  views: RegistrationViews;
  notices: RegistrationNotices;
}

/** Approved fighters asking to compete at events, and staff deciding; every change is audited with it. */
export class Registrations {
  constructor(private readonly deps: RegistrationsDeps) {}

  /** Sends a registration, or sends a rejected one again (Re-Apply) with the new class and note. */
  async register(principal: Principal, input: RegistrationInput, language: Language): Promise<EventRegistration> {
    const { db } = this.deps;
    const fighter = await registrations.fighterOfCustomer(db, principal.customerId);
    if (!fighter?.isPublic) throw new AppError('HUBERFP001');
    const weightClass = await this.deps.masterData.entry(input.weightClassId);
    const saved = await db.transaction(async (tx) => {
      assertMayRegister(await registrations.findEvent(tx, input.eventId), input.weightClassId, new Date());
      assertOwnDivision(weightClass?.gender, fighter.gender);
      const current = await registrations.findFor(tx, input.eventId, fighter.id, true);
      assertMaySend(current);
      const sent = { weightClassId: input.weightClassId, note: input.note ?? null, status: 'PENDING' as const };
      const row = current
        ? await registrations.update(tx, current.id, { ...sent, reason: null, decidedAt: null, decidedById: null })
        : await registrations.insert(tx, { ...sent, eventId: input.eventId, fighterId: fighter.id });
      // Two first registrations at once: the unique index lets one in, the other finds it taken.
      if (!row) throw new AppError('HUBERDP001');
      await audit.insert(tx, {
        registrationId: row.id,
        eventId: row.eventId,
        fighterId: row.fighterId,
        action: current ? 'RESUBMITTED' : 'SUBMITTED',
        fromStatus: current?.status ?? null,
        toStatus: 'PENDING',
        actorId: principal.customerId,
        actorIsStaff: false,
      });
      return row;
    });
    return this.view(saved, language);
  }

  /** The caller's own registrations, latest first (none for a customer who is not a fighter). */
  async own(principal: Principal, eventId: string | undefined, language: Language): Promise<EventRegistration[]> {
    const fighter = await registrations.fighterOfCustomer(this.deps.db, principal.customerId);
    if (!fighter) return [];
    return this.deps.views.many(await registrations.listOfFighter(this.deps.db, fighter.id, eventId), language);
  }

  async search(filter: RegistrationSearch, language: Language): Promise<Page<EventRegistration>> {
    const { rows, total } = await registrations.search(this.deps.db, filter);
    return { items: await this.deps.views.many(rows, language), page: filter.page, pageSize: filter.pageSize, total };
  }

  /** Accepts or rejects; the fighter is told after the decision is committed. */
  async decide(
    principal: Principal,
    registrationId: string,
    decision: Decision,
    language: Language,
  ): Promise<EventRegistration> {
    const said = decision.status === 'REJECTED' ? decision.reason : (decision.note ?? null);
    const { row, from } = await this.deps.db.transaction(async (tx) => {
      const current = await registrations.find(tx, registrationId, true);
      if (!current) throw new AppError('HUBERNF001');
      assertNewDecision(current.status, decision.status);
      const decided = await registrations.update(tx, current.id, {
        status: decision.status,
        reason: decision.status === 'REJECTED' ? decision.reason : null,
        decidedAt: new Date(),
        decidedById: principal.customerId,
      });
      await audit.insert(tx, {
        registrationId: current.id,
        eventId: current.eventId,
        fighterId: current.fighterId,
        action: decision.status,
        fromStatus: current.status,
        toStatus: decision.status,
        actorId: principal.customerId,
        actorIsStaff: true,
        reason: said,
      });
      return { row: decided, from: current.status };
    });
    await this.deps.notices.send(row, decision.status, { note: said, withdrawn: from === 'ACCEPTED' });
    return this.view(row, language);
  }

  private async view(row: RegistrationRow, language: Language): Promise<EventRegistration> {
    const [view] = await this.deps.views.many([row], language);
    if (!view) throw new AppError('HUBERNF001');
    return view;
  }
}
