import { z } from 'zod';

/** PRODUCT.md, State machines: DRAFT -> PUBLISHED -> LIVE -> COMPLETED, or CANCELLED. */
export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** Which events a list shows: upcoming (soonest first) or past (latest first). */
export const EVENT_PERIODS = ['UPCOMING', 'PAST'] as const;
export const EventPeriodSchema = z.enum(EVENT_PERIODS);
export type EventPeriod = z.infer<typeof EventPeriodSchema>;

/** How a bout ended. */
export const BOUT_OUTCOMES = ['WIN', 'DRAW', 'NO_CONTEST'] as const;
export const BoutOutcomeSchema = z.enum(BOUT_OUTCOMES, { error: 'HUBEVRS001' });
export type BoutOutcome = z.infer<typeof BoutOutcomeSchema>;

/** A bout's result from one fighter's side, as a profile lists it. */
export const BOUT_SIDE_RESULTS = ['WIN', 'LOSS', 'DRAW', 'NO_CONTEST'] as const;
export const BoutSideResultSchema = z.enum(BOUT_SIDE_RESULTS);
export type BoutSideResult = z.infer<typeof BoutSideResultSchema>;

export const BOUT_METHODS = [
  'KO_TKO',
  'SUBMISSION',
  'DECISION_UNANIMOUS',
  'DECISION_SPLIT',
  'DECISION_MAJORITY',
  'DISQUALIFICATION',
] as const;
export const BoutMethodSchema = z.enum(BOUT_METHODS, { error: 'HUBEVRS002' });
export type BoutMethod = z.infer<typeof BoutMethodSchema>;

/** A fighter asking to compete: PENDING -> ACCEPTED or REJECTED (re-apply while registration is open). */
export const EVENT_REGISTRATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const EventRegistrationStatusSchema = z.enum(EVENT_REGISTRATION_STATUSES);
export type EventRegistrationStatus = z.infer<typeof EventRegistrationStatusSchema>;
