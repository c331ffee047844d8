import type { AdminTicketTier } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { fieldsOfTierValues, valuesOfTier } from './tier-form-values';

const tier = {
  id: '0b6f1f7e-8a43-4c1e-9a53-1f3f0d7c9a01',
  name: 'VIP',
  nameNe: 'भीआईपी',
  amount: 350_050,
  capacity: 100,
  perOrderLimit: 4,
  salesStartAt: '2026-12-01T04:15:00.000Z',
  salesEndAt: null,
  active: true,
} as AdminTicketTier;

describe('ticket tier form values', () => {
  it('show the price in rupees and the window as Kathmandu wall clock', () => {
    expect(valuesOfTier(tier)).toMatchObject({
      amount: '3500.50',
      salesStartAt: '2026-12-01T10:00',
      salesEndAt: undefined,
      capacity: 100,
    });
    expect(valuesOfTier(null)).toEqual({ perOrderLimit: 4, active: true });
  });

  it('send paisa, +05:45 instants and blanks as null; a free tier is 0, an unreadable price -1', () => {
    const fields = fieldsOfTierValues({ ...valuesOfTier(tier), nameNe: '  ' });
    expect(fields).toMatchObject({ amount: 350_050, nameNe: null, salesStartAt: '2026-12-01T10:00:00+05:45' });
    expect(fieldsOfTierValues({ active: true, amount: '0' }).amount).toBe(0);
    expect(fieldsOfTierValues({ active: true, amount: 'free' }).amount).toBe(-1);
  });
});
