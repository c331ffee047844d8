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
    totalCapped: z
      .boolean()
      .optional()
      .describe(
        'True when counting stopped at a cap: more than `total` items match, and pages go on past it (show ' +
          '"1,000+"). False or absent: `total` is exact. Lists whose totals are always exact leave it out.',
      ),
  });
}

export const PageRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type Page<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** More than `total` match: counting stopped at a cap (see pageOf). */
  totalCapped?: boolean;
};

export const OkSchema = z.object({ ok: z.literal(true) });

export const UuidSchema = z.uuid();
