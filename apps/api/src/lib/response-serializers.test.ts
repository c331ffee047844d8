import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializers } from './response-serializers.js';

const Fighter = z.object({
  name: z.string(),
  nickname: z.string().nullable(),
  gym: z.object({ id: z.string(), name: z.string() }).nullable(),
  titles: z.array(z.object({ belt: z.string(), since: z.string().nullable() })),
});

const route = { schema: Fighter, method: 'GET', url: '/fighters/:id', httpStatus: '200' };
const serializerOf = (production: boolean) =>
  responseSerializers(production)(route as never) as (data: unknown) => string;

describe('response serializers', () => {
  const withValues = {
    name: 'Sita',
    nickname: 'Khukuri',
    gym: { id: 'g1', name: 'Summit' },
    titles: [{ belt: 'Fly', since: '2025' }],
  };
  const withNulls = { name: 'Sita', nickname: null, gym: null, titles: [{ belt: 'Fly', since: null }] };

  it('write nullable values and nulls as zod does, in production too', () => {
    for (const production of [true, false])
      for (const value of [withValues, withNulls]) expect(JSON.parse(serializerOf(production)(value))).toEqual(value);
  });

  it('leave out properties the schema does not name', () => {
    const extra = { ...withValues, passwordHash: 'x', gym: { ...withValues.gym, secret: 1 } };
    expect(JSON.parse(serializerOf(true)(extra))).toEqual(withValues);
    expect(JSON.parse(serializerOf(false)(extra))).toEqual(withValues);
  });

  it('refuse an answer that breaks the schema outside production', () => {
    expect(() => serializerOf(false)({ ...withValues, gym: 'Summit' })).toThrow();
  });
});
