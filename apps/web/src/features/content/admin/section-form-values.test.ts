import { describe, expect, it } from 'vitest';
import type { AdminHomeSection } from '@ringside/contract';
import { fieldsOfValues, pickKindOf, valuesOfSection } from './section-form-values';

const banner: AdminHomeSection = {
  id: '7a0c3f4e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  kind: 'BANNER',
  title: 'Meet the fighters',
  titleNe: 'लडाकूहरूलाई भेट्नुहोस्',
  active: true,
  order: 3,
  source: 'LATEST',
  categoryId: null,
  itemIds: [],
  limit: 1,
  subtitle: 'Search by weight class',
  subtitleNe: null,
  action: { action: 'SEARCH', redirect: 'SAME', url: '/fighters' },
  image: null,
  preview: [],
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('section form values', () => {
  it('a banner goes back and forth unchanged', () => {
    expect(fieldsOfValues(valuesOfSection(banner))).toEqual({
      kind: 'BANNER',
      title: 'Meet the fighters',
      titleNe: 'लडाकूहरूलाई भेट्नुहोस्',
      active: true,
      source: 'LATEST',
      categoryId: null,
      itemIds: [],
      limit: 12,
      subtitle: 'Search by weight class',
      subtitleNe: null,
      action: { action: 'SEARCH', redirect: 'SAME', url: '/fighters' },
    });
  });

  it('sends only what the kind uses: no action, line or picks a row does not take', () => {
    const values = {
      ...valuesOfSection(null, 'VIDEO_ROW'),
      title: '  Knockouts  ',
      source: 'CATEGORY' as const,
      categoryId: 'c1',
      itemIds: ['v1'],
      subtitle: 'ignored',
      subtitleNe: 'ignored',
      titleNe: '  नकआउट  ',
      limit: 6,
      action: { action: 'OPEN' as const, redirect: 'NEW' as const, url: 'https://x.example' },
    };
    expect(fieldsOfValues(values)).toEqual({
      kind: 'VIDEO_ROW',
      title: 'Knockouts',
      titleNe: 'नकआउट',
      active: true,
      source: 'CATEGORY',
      categoryId: 'c1',
      itemIds: [],
      limit: 6,
      subtitle: null,
      subtitleNe: null,
    });
    expect(fieldsOfValues({ ...values, kind: 'EVENT_ROW' })).toMatchObject({
      source: 'LATEST',
      categoryId: null,
      itemIds: ['v1'],
    });
  });

  it('a banner whose action is NONE sends no url; blanks are cleared', () => {
    const values = {
      ...valuesOfSection(banner),
      title: ' ',
      action: { action: 'NONE' as const, redirect: 'NEW' as const, url: '/fighters' },
    };
    expect(fieldsOfValues(values)).toMatchObject({
      title: null,
      action: { action: 'NONE', redirect: 'NEW', url: null },
    });
  });

  it('knows what each kind picks', () => {
    expect(pickKindOf('HERO_EVENT', 'LATEST')).toBe('EVENT');
    expect(pickKindOf('VIDEO_ROW', 'LATEST')).toBeNull();
    expect(pickKindOf('VIDEO_ROW', 'PICKED')).toBe('VIDEO');
    expect(pickKindOf('FIGHTER_ROW', 'LATEST')).toBe('FIGHTER');
    expect(pickKindOf('BANNER', 'PICKED')).toBeNull();
  });
});
