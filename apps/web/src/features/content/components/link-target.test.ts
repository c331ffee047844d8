import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('NONE is not clickable, whatever else it carries', () => {
    expect(linkTarget({ action: 'NONE', redirect: 'NEW', url: '/videos' })).toEqual({
      kind: 'none',
      href: null,
      newTab: false,
    });
    expect(linkTarget(null)).toEqual({ kind: 'none', href: null, newTab: false });
  });

  it('OPEN to a page of this site stays in the router; NEW opens it in a new tab', () => {
    expect(linkTarget({ action: 'OPEN', redirect: 'SAME', url: '/events/sfc-3' })).toEqual({
      kind: 'internal',
      href: '/events/sfc-3',
      newTab: false,
    });
    expect(linkTarget({ action: 'OPEN', redirect: 'NEW', url: '/events/sfc-3' })).toEqual({
      kind: 'internal',
      href: '/events/sfc-3',
      newTab: true,
    });
  });

  it('OPEN to an https address is a plain link, in this tab (SAME) or a new one (NEW)', () => {
    expect(linkTarget({ action: 'OPEN', redirect: 'SAME', url: 'https://sponsor.example/x' })).toEqual({
      kind: 'external',
      href: 'https://sponsor.example/x',
      newTab: false,
    });
    expect(linkTarget({ action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example/x' })).toEqual({
      kind: 'external',
      href: 'https://sponsor.example/x',
      newTab: true,
    });
  });

  it('SEARCH goes to a search page of this site, in this tab or a new one', () => {
    expect(linkTarget({ action: 'SEARCH', redirect: 'SAME', url: '/fighters?query=thapa' })).toEqual({
      kind: 'internal',
      href: '/fighters?query=thapa',
      newTab: false,
    });
    expect(linkTarget({ action: 'SEARCH', redirect: 'NEW', url: '/videos' })).toEqual({
      kind: 'internal',
      href: '/videos',
      newTab: true,
    });
  });

  it('never follows what the server would not have stored: other schemes, other hosts, no url', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x', '', null])
      expect(linkTarget({ action: 'OPEN', redirect: 'SAME', url }).kind, String(url)).toBe('none');
    expect(linkTarget({ action: 'SEARCH', redirect: 'SAME', url: 'https://ringside.test/videos' }).kind).toBe('none');
  });
});
