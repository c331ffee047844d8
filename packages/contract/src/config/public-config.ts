import { z } from 'zod';

/** What the browser needs to know of the server's configuration; injected into the page and served at
 * GET /public/configs. Never holds a secret. */
export const PublicConfigSchema = z
  .object({
    brand: z.object({
      name: z.string(),
      shortName: z.string(),
      tagline: z.string(),
      description: z.string(),
      /** The tagline and description in Nepali. */
      taglineNe: z.string(),
      descriptionNe: z.string(),
      logoUrl: z.string().nullable(),
      primaryColor: z.string(),
      contactEmail: z.string().nullable(),
      contactPhone: z.string().nullable(),
    }),
    links: z.object({
      privacyPolicy: z.string(),
      terms: z.string(),
      social: z.array(z.object({ network: z.string(), url: z.string() })),
    }),
    passwordPolicy: z.object({
      minLength: z.number().int(),
      maxLength: z.number().int(),
      minUppercase: z.number().int(),
      minNumerics: z.number().int(),
      minSpecial: z.number().int(),
    }),
    otp: z.object({ length: z.number().int(), ttlSeconds: z.number().int(), resendSeconds: z.number().int() }),
    session: z.object({ maxDevices: z.number().int() }),
    publicUrl: z.string(),
    version: z.string(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  /** How emails and text messages leave: their gateway, the dev outbox, or nowhere (not configured). */
  mail: z.enum(['smtp', 'outbox', 'none']),
  sms: z.enum(['provider', 'outbox', 'none']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
