import { z } from 'zod';

export const FieldErrorSchema = z.object({ code: z.string(), message: z.string() });

/** Every error answer: a catalogue code, the message in the caller's language, per-field problems for 400s. */
export const ErrorResponseSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fieldErrors: z.record(z.string(), FieldErrorSchema).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
export type FieldError = z.infer<typeof FieldErrorSchema>;
