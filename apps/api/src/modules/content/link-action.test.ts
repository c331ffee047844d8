import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * What a click on a banner or an ad does, as staff set it and the API stores it (the contract's
 * LinkActionSchema, checked on the server for both home banners and ads).
 */
const t = useTestApp();
let staff: TestClient;
beforeAll(async () => {
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
});

const onBanner = (action: unknown) => staff.post('/dashboard/sections', { kind: 'BANNER', title: 'Click me', action });
const onAd = (action: unknown) => staff.post('/ads', { title: 'Click me', placement: 'HOME_TOP', action });

describe.each([
  ['a home banner', onBanner],
  ['an ad', onAd],
])('the link action of %s', (_name, save) => {
  const accepted = async (action: unknown) => {
    const reply = await save(action);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.action;
  };
  const refused = async (action: unknown) => {
    const reply = await save(action);
    expect(reply.status).toBe(400);
    return reply.body.fieldErrors as Record<string, { code: string }>;
  };

  it('NONE is not clickable: any url is dropped', async () => {
    expect(await accepted({ action: 'NONE', redirect: 'NEW', url: 'https://example.com' })).toEqual({
      action: 'NONE',
      redirect: 'NEW',
      url: null,
    });
    expect(await accepted({ action: 'NONE' })).toEqual({ action: 'NONE', redirect: 'SAME', url: null });
  });

  it('OPEN takes an https address or a page of this site, in a new tab or the same one (SAME by default)', async () => {
    expect(await accepted({ action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example/offer?x=1' })).toEqual({
      action: 'OPEN',
      redirect: 'NEW',
      url: 'https://sponsor.example/offer?x=1',
    });
    expect(await accepted({ action: 'OPEN', url: ' /events/sfc-3-2026 ' })).toEqual({
      action: 'OPEN',
      redirect: 'SAME',
      url: '/events/sfc-3-2026',
    });
    for (const url of [
      'http://sponsor.example',
      '//evil.example/path',
      'javascript:alert(1)',
      'events',
      '/with space',
      '',
    ])
      expect((await refused({ action: 'OPEN', url }))['action.url']?.code, url).toBe('HUBLAUR001');
    expect((await refused({ action: 'OPEN' }))['action.url']?.code).toBe('HUBLAUR001');
    expect((await refused({ action: 'OPEN', url: `/${'a'.repeat(1000)}` }))['action.url']?.code).toBe('HUBLAUR001');
  });

  it('SEARCH must point at the videos, fighters or events page of this site', async () => {
    for (const url of [
      '/videos',
      '/videos?query=knockout',
      '/fighters?weightClass=lightweight',
      '/events/',
      '/events?period=PAST',
    ])
      expect(await accepted({ action: 'SEARCH', redirect: 'SAME', url })).toEqual({
        action: 'SEARCH',
        redirect: 'SAME',
        url,
      });
    for (const url of ['/privacy', '/videosx', 'https://ringside.test/videos', '//ringside.test/videos', '/'])
      expect((await refused({ action: 'SEARCH', url }))['action.url']?.code, url).toBe('HUBLAUR002');
    expect((await refused({ action: 'SEARCH' }))['action.url']?.code).toBe('HUBLAUR002');
  });

  it('refuses an unknown action or redirect, on its own field', async () => {
    expect((await refused({ action: 'CLICK', url: '/videos' }))['action.action']?.code).toBe('HUBLAAC001');
    expect((await refused({ action: 'OPEN', redirect: 'POPUP', url: '/videos' }))['action.redirect']?.code).toBe(
      'HUBLARD001',
    );
  });
});
