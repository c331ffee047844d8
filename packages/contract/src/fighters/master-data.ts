import { z } from 'zod';
import { optional } from '../identity/fields';
import { FIGHTER_GENDERS, FighterGenderSchema, MasterDataKindSchema } from './enums';

/**
 * One master-data entry. Kind-specific fields are null on the other kinds:
 * WEIGHT_CLASS has lowerKg, upperKg and gender; AFFILIATION has city and logoUrl; TITLE has code.
 */
export const MasterDataSchema = z.object({
  id: z.uuid(),
  kind: MasterDataKindSchema,
  name: z.string(),
  /** Nepali name, shown instead of `name` in the Nepali interface when present. */
  nameNe: z.string().nullable(),
  code: z.string().nullable(),
  lowerKg: z.number().nullable(),
  upperKg: z.number().nullable(),
  gender: FighterGenderSchema.nullable(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  retired: z.boolean(),
});
export type MasterData = z.infer<typeof MasterDataSchema>;

export const MasterDataSearchRequestSchema = z.object({
  kind: MasterDataKindSchema.optional(),
  /** Retired entries are listed for staff only. */
  includeRetired: z.boolean().optional(),
});
export type MasterDataSearchRequest = z.infer<typeof MasterDataSearchRequestSchema>;

export const MasterDataListSchema = z.object({ items: z.array(MasterDataSchema) });

const NameSchema = z.string({ error: 'HUBMDNM001' }).trim().min(1, 'HUBMDNM001').max(60, 'HUBMDNM002');
const KgSchema = z.number({ error: 'HUBMDWL001' }).min(20, 'HUBMDWL002').max(300, 'HUBMDWL002');

const MasterDataFieldsShape = {
  name: NameSchema,
  nameNe: optional(z.string().trim().max(60, 'HUBMDNM002')),
  code: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,10}$/, 'HUBMDCD001'),
  ),
  lowerKg: optional(KgSchema),
  upperKg: optional(KgSchema),
  gender: optional(z.enum(FIGHTER_GENDERS, { error: 'HUBMDGN001' })),
  city: optional(z.string().trim().max(80, 'HUBMDCI001')),
};

type KindFields = { lowerKg?: number | undefined; upperKg?: number | undefined; gender?: unknown; code?: string };

/** The fields each kind needs, checked on create and (with the stored kind) on update. */
export function masterDataKindProblems(kind: z.infer<typeof MasterDataKindSchema>, value: KindFields) {
  const problems: { path: string; code: 'HUBMDWL001' | 'HUBMDWL002' | 'HUBMDGN001' | 'HUBMDCD001' }[] = [];
  if (kind === 'WEIGHT_CLASS') {
    if (value.lowerKg === undefined) problems.push({ path: 'lowerKg', code: 'HUBMDWL001' });
    if (value.upperKg === undefined) problems.push({ path: 'upperKg', code: 'HUBMDWL001' });
    if (value.lowerKg !== undefined && value.upperKg !== undefined && value.lowerKg >= value.upperKg)
      problems.push({ path: 'upperKg', code: 'HUBMDWL002' });
    if (value.gender === undefined) problems.push({ path: 'gender', code: 'HUBMDGN001' });
  }
  if (kind === 'TITLE' && value.code === undefined) problems.push({ path: 'code', code: 'HUBMDCD001' });
  return problems;
}

export const CreateMasterDataRequestSchema = z
  .object({ kind: MasterDataKindSchema, ...MasterDataFieldsShape })
  .superRefine((value, ctx) => {
    for (const problem of masterDataKindProblems(value.kind, value))
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.code });
  });
export type CreateMasterDataRequest = z.infer<typeof CreateMasterDataRequestSchema>;

/** The kind never changes; the server checks the kind's fields against the stored kind. */
export const UpdateMasterDataRequestSchema = z.object(MasterDataFieldsShape);
export type UpdateMasterDataRequest = z.infer<typeof UpdateMasterDataRequestSchema>;

export const MasterDataIdParamsSchema = z.object({ id: z.uuid({ error: 'HUBMDNF001' }) });

export const ReorderMasterDataRequestSchema = z.object({
  kind: MasterDataKindSchema,
  /** Every entry of the kind (retired ones included), in the new order. */
  ids: z.array(z.uuid({ error: 'HUBMDOR001' })).max(500, 'HUBMDOR001'),
});
export type ReorderMasterDataRequest = z.infer<typeof ReorderMasterDataRequestSchema>;

export const RetireMasterDataRequestSchema = z.object({ retired: z.boolean() });
