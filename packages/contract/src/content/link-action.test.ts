import { describe, expect, it } from 'vitest';
import { LinkActionSchema, NO_ACTION, openPage } from './link-action';

const codeOf = (input: unknown) => {
  const result = LinkActionSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('LinkActionSchema', () => {
  it('NONE needs no url and drops any it is given', () => {
    expect(LinkActionSchema.parse({ action: 'NONE' })).toEqual(NO_ACTION);
    expect(LinkActionSchema.parse({ action: 'NONE', redirect: 'NEW', url: 'javascript:alert(1)' })).toEqual({
      action: 'NONE',
      redirect: 'NEW',
      url: null,
    });
  });

  it('OPEN takes an https address or a site path, trimmed; SAME by default', () => {
    expect(LinkActionSchema.parse({ action: 'OPEN', url: ' https://sponsor.example/a?b=c ' })).toEqual({
      action: 'OPEN',
      redirect: 'SAME',
      url: 'https://sponsor.example/a?b=c',
    });
    expect(LinkActionSchema.parse({ action: 'OPEN', redirect: 'NEW', url: '/fighters/pemba-sherpa' })).toEqual({
      action: 'OPEN',
      redirect: 'NEW',
      url: '/fighters/pemba-sherpa',
    });
    for (const url of [
      undefined,
      null,
      '',
      'http://sponsor.example',
      'ftp://x.example',
      '//evil.example',
      'mailto:a@b.c',
      'videos',
      '/a b',
    ])
      expect(codeOf({ action: 'OPEN', url }), String(url)).toEqual([['url', 'HUBLAUR001']]);
    expect(codeOf({ action: 'OPEN', url: `/${'x'.repeat(1000)}` })).toContainEqual(['url', 'HUBLAUR001']);
  });

  it('SEARCH points only at /videos, /fighters or /events of this site, with or without a query', () => {
    for (const url of [
      '/videos',
      '/videos?query=ko',
      '/fighters',
      '/fighters?gender=FEMALE',
      '/events',
      '/events/',
      '/videos/category/knockouts',
    ])
      expect(codeOf({ action: 'SEARCH', url }), url).toBeNull();
    for (const url of [
      undefined,
      '/',
      '/privacy',
      '/videosx',
      '/fightersclub?x',
      'https://ringside.test/videos',
      '//ringside.test/events',
    ])
      expect(codeOf({ action: 'SEARCH', url }), String(url)).toEqual([['url', 'HUBLAUR002']]);
  });

  it('names an unknown action or redirect by its own code', () => {
    expect(codeOf({ action: 'CLICK' })).toEqual([['action', 'HUBLAAC001']]);
    expect(codeOf({ redirect: 'SAME' })).toEqual([['action', 'HUBLAAC001']]);
    expect(codeOf({ action: 'NONE', redirect: 'POPUP' })).toEqual([['redirect', 'HUBLARD001']]);
  });

  it('openPage is an OPEN in the same tab', () => {
    expect(openPage('/videos')).toEqual({ action: 'OPEN', redirect: 'SAME', url: '/videos' });
    expect(LinkActionSchema.parse(openPage('/videos'))).toEqual(openPage('/videos'));
  });
});
