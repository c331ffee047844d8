import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { optional } from '../identity/fields';
import { CustomerSchema } from '../identity/schemas';
import { FighterGenderSchema, FighterProfileStatusSchema } from './enums';
import { FighterFieldsShape } from './fields';
import { FighterDetailSchema, FighterPhotoSchema, WeightClassRefSchema } from './schemas';

/** The review queue: sent applications oldest first by default, filterable. */
export const FighterReviewSearchRequestSchema = PageRequestSchema.extend({
  /** Defaults to PENDING (the queue); any status lists that status. */
  status: FighterProfileStatusSchema.optional(),
  query: optional(z.string().trim().max(100)),
  weightClassId: optional(z.uuid({ error: 'HUBFPWC002' })),
  gender: optional(FighterGenderSchema),
  /** Applications from approved fighters changing their identity fields, or first applications only. */
  kind: z.enum(['ALL', 'FIRST', 'CHANGE']).default('ALL'),
  sort: z.enum(['OLDEST', 'NEWEST']).default('OLDEST'),
});
export type FighterReviewSearchRequest = z.input<typeof FighterReviewSearchRequestSchema>;

export const FighterReviewItemSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  status: FighterProfileStatusSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  gender: FighterGenderSchema.nullable(),
  nationality: z.string().nullable(),
  weightClass: WeightClassRefSchema.nullable(),
  photo: FighterPhotoSchema.nullable(),
  /** True when an approved fighter's change is waiting, false for a first application. */
  isChange: z.boolean(),
  submittedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type FighterReviewItem = z.infer<typeof FighterReviewItemSchema>;

/** The account beside the application in the review screen. */
export const FighterApplicantSchema = CustomerSchema.pick({
  id: true,
  customerType: true,
  fullName: true,
  email: true,
  emailVerified: true,
  countryCode: true,
  mobileNumber: true,
  mobileNumberVerified: true,
  dateOfBirth: true,
  nationality: true,
  createdAt: true,
});

export const FighterReviewDetailSchema = FighterDetailSchema.extend({ applicant: FighterApplicantSchema });
export type FighterReviewDetail = z.infer<typeof FighterReviewDetailSchema>;

export const ApproveFighterRequestSchema = z.object({ note: optional(z.string().trim().max(500, 'HUBFPRJ002')) });
export const RejectFighterRequestSchema = z.object({
  reason: z.string({ error: 'HUBFPRJ001' }).trim().min(3, 'HUBFPRJ001').max(500, 'HUBFPRJ002'),
});
export type RejectFighterRequest = z.infer<typeof RejectFighterRequestSchema>;

/** Staff edits apply at once (to the public version too, when there is one) and are recorded. */
export const StaffEditFighterRequestSchema = z.object(FighterFieldsShape);
export type StaffEditFighterRequest = z.input<typeof StaffEditFighterRequestSchema>;

export const VerifyRecordRequestSchema = z.object({ verified: z.boolean() });
