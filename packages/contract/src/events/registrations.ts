import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { optional } from '../identity/fields';
import { WeightClassRefSchema } from '../fighters/schemas';
import { EventRegistrationStatusSchema } from './enums';
import { BoutFighterSchema, EventSummarySchema } from './schemas';

/** `POST /event-registrations`: an approved fighter asks to compete (again, after a rejection). */
export const EventRegistrationRequestSchema = z.object({
  eventId: z.uuid({ error: 'HUBEVNF001' }),
  weightClassId: z.uuid({ error: 'HUBERWC001' }),
  note: optional(z.string().trim().max(500, 'HUBERNT001')),
});
export type EventRegistrationRequest = z.input<typeof EventRegistrationRequestSchema>;

export const EventRegistrationSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: EventSummarySchema,
  fighter: BoutFighterSchema,
  weightClass: WeightClassRefSchema.nullable(),
  status: EventRegistrationStatusSchema,
  note: z.string().nullable(),
  /** Why staff rejected it (shown to the fighter). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

export const EventRegistrationIdParamsSchema = z.object({ registrationId: z.uuid({ error: 'HUBERNF001' }) });

/** Staff list of registrations, filterable. */
export const EventRegistrationSearchRequestSchema = PageRequestSchema.extend({
  eventId: optional(z.uuid({ error: 'HUBEVNF001' })),
  status: EventRegistrationStatusSchema.optional(),
  weightClassId: optional(z.uuid({ error: 'HUBERWC001' })),
  query: optional(z.string().trim().max(60)),
});
export type EventRegistrationSearchRequest = z.input<typeof EventRegistrationSearchRequestSchema>;

export const AcceptRegistrationRequestSchema = z.object({ note: optional(z.string().trim().max(500, 'HUBERRJ002')) });
export const RejectRegistrationRequestSchema = z.object({
  reason: z.string({ error: 'HUBERRJ001' }).trim().min(3, 'HUBERRJ001').max(500, 'HUBERRJ002'),
});

export const REGISTRATION_AUDIT_ACTIONS = ['SUBMITTED', 'RESUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export const RegistrationAuditActionSchema = z.enum(REGISTRATION_AUDIT_ACTIONS);
export type RegistrationAuditAction = z.infer<typeof RegistrationAuditActionSchema>;

/** One change of a registration: who, when, from, to, why. */
export const RegistrationAuditEntrySchema = z.object({
  id: z.uuid(),
  registrationId: z.uuid(),
  event: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  fighter: z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable() }),
  action: RegistrationAuditActionSchema,
  fromStatus: EventRegistrationStatusSchema.nullable(),
  toStatus: EventRegistrationStatusSchema,
  actor: z.object({ id: z.uuid().nullable(), name: z.string(), isStaff: z.boolean() }),
  reason: z.string().nullable(),
  at: z.iso.datetime(),
});
export type RegistrationAuditEntry = z.infer<typeof RegistrationAuditEntrySchema>;

/**
 * `POST /audit-logs/event-registrations/search/all`: staff search every entry; a fighter gets the entries of
 * their own registrations only, whatever the filters say.
 */
export const RegistrationAuditSearchRequestSchema = PageRequestSchema.extend({
  eventId: optional(z.uuid({ error: 'HUBEVNF001' })),
  registrationId: optional(z.uuid({ error: 'HUBERNF001' })),
  fighterId: optional(z.uuid({ error: 'HUBFPNF001' })),
  action: RegistrationAuditActionSchema.optional(),
  from: optional(z.iso.datetime({ offset: true, error: 'HUBERAU001' })),
  to: optional(z.iso.datetime({ offset: true, error: 'HUBERAU001' })),
});
export type RegistrationAuditSearchRequest = z.input<typeof RegistrationAuditSearchRequestSchema>;
