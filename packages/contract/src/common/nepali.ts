import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import { optional } from '../identity/fields';

/**
 * The Nepali value of a text staff write in English (`fooNe` beside `foo`, decision 50): never required, trimmed,
 * with the English field's length limit and error code; blank (or null) means missing, stored as null.
 */
export const nepaliText = (max: number, code: ErrorCode) =>
  optional(z.string({ error: code }).trim().max(max, code)).nullable();

/** A Nepali value in an answer staff edit from: null when none was given. */
export const NepaliValueSchema = z.string().nullable();
