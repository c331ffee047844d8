import { z } from 'zod';

/** A country for forms: ISO code, English name, demonym (nationality) and mobile dial code. */
export const CountryOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  demonym: z.string().nullable(),
  dialCode: z.string().nullable(),
});
export type CountryOption = z.infer<typeof CountryOptionSchema>;
