import { ErrorResponseSchema, dataOf } from '@ringside/contract';
import type { z } from 'zod';

/** A route's responses: its data on 200, the error envelope on every 4xx and 5xx. */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: dataOf(data), '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
}

export const errorReplies = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
