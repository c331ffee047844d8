import { z } from 'zod';

/** Success answers wrap their payload: `{ "data": ... }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const PageRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

export const OkSchema = z.object({ ok: z.literal(true) });

export const UuidSchema = z.uuid();
