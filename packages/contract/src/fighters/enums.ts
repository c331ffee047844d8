import { z } from 'zod';

export const MASTER_DATA_KINDS = ['WEIGHT_CLASS', 'AFFILIATION', 'TITLE'] as const;
export const MasterDataKindSchema = z.enum(MASTER_DATA_KINDS, { error: 'HUBMDKD001' });
export type MasterDataKind = z.infer<typeof MasterDataKindSchema>;

/** Fighters compete in men's or women's divisions. */
export const FIGHTER_GENDERS = ['MALE', 'FEMALE'] as const;
export const FighterGenderSchema = z.enum(FIGHTER_GENDERS, { error: 'HUBFPGN002' });
export type FighterGender = z.infer<typeof FighterGenderSchema>;

export const STANCES = ['ORTHODOX', 'SOUTHPAW', 'SWITCH'] as const;
export const StanceSchema = z.enum(STANCES, { error: 'HUBFPSN002' });
export type Stance = z.infer<typeof StanceSchema>;

/** The application's own state (PRODUCT.md, State machines). */
export const FIGHTER_PROFILE_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const FighterProfileStatusSchema = z.enum(FIGHTER_PROFILE_STATUSES);
export type FighterProfileStatus = z.infer<typeof FighterProfileStatusSchema>;

/** What `/customers/profile-status` reports: the application's state, or NONE before there is one. */
export const PROFILE_STATUSES = ['NONE', ...FIGHTER_PROFILE_STATUSES] as const;
export const ProfileStatusValueSchema = z.enum(PROFILE_STATUSES);
export type ProfileStatusValue = z.infer<typeof ProfileStatusValueSchema>;

export { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

/** Entries of a fighter's review history. */
export const FIGHTER_HISTORY_ACTIONS = [
  'CREATED',
  'SAVED',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'UPDATED_LIVE',
  'EDITED_BY_STAFF',
  'RECORD_VERIFIED',
  'RECORD_UNVERIFIED',
] as const;
export const FighterHistoryActionSchema = z.enum(FIGHTER_HISTORY_ACTIONS);
export type FighterHistoryAction = z.infer<typeof FighterHistoryActionSchema>;
