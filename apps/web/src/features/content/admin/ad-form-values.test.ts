import { describe, expect, it } from 'vitest';
import type { AdminAd } from '@ringside/contract';
import { adState, fieldsOfAdValues, valuesOfAd } from './ad-form-values';

const ad: AdminAd = {
  id: '7a0c3f4e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  placement: 'HOME_INLINE',
  title: 'Fight Pass',
  titleNe: null,
  image: { wide: '/media/ads/x/wide.webp', card: '/media/ads/x/card.webp' },
  action: { action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example' },
  startsAt: '2026-05-01T06:15:00.000Z',
  endsAt: null,
  active: true,
  running: true,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

describe('ad form values', () => {
  it('shows the dates in Kathmandu and sends them back with its offset', () => {
    const values = valuesOfAd(ad);
    expect(values).toMatchObject({ startsAt: '2026-05-01T12:00', endsAt: undefined, placement: 'HOME_INLINE' });
    expect(fieldsOfAdValues({ ...values, title: ' Fight Pass ' })).toEqual({
      title: 'Fight Pass',
      titleNe: null,
      placement: 'HOME_INLINE',
      active: true,
      startsAt: '2026-05-01T12:00:00+05:45',
      endsAt: null,
      action: { action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example' },
    });
  });

  it('a new ad starts at the top, active, doing nothing', () => {
    expect(fieldsOfAdValues({ ...valuesOfAd(null), title: 'New', titleNe: ' नयाँ ' })).toEqual({
      title: 'New',
      titleNe: 'नयाँ',
      placement: 'HOME_TOP',
      active: true,
      startsAt: null,
      endsAt: null,
      action: { action: 'NONE', redirect: 'SAME', url: null },
    });
  });

  it('says why an ad shows or not', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(adState(ad, now)).toBe('RUNNING');
    expect(adState({ ...ad, active: false }, now)).toBe('OFF');
    expect(adState({ ...ad, image: null }, now)).toBe('NO_PICTURE');
    expect(adState({ ...ad, startsAt: '2026-07-01T00:00:00Z' }, now)).toBe('SCHEDULED');
    expect(adState({ ...ad, endsAt: '2026-06-01T00:00:00Z' }, now)).toBe('ENDED');
  });
});
