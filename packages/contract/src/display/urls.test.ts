import { describe, expect, it } from 'vitest';
import { hostname } from './urls';

describe('hostname', () => {
  it('strips scheme, path and a leading www.', () => {
    expect(hostname('https://www.facebook.com/sfc')).toBe('facebook.com');
    expect(hostname('http://instagram.com/fighter?x=1#top')).toBe('instagram.com');
  });

  it('accepts URLs without a scheme', () => {
    expect(hostname('www.x.com/a')).toBe('x.com');
    expect(hostname('youtube.com')).toBe('youtube.com');
    expect(hostname('//cdn.example.org/a.png')).toBe('cdn.example.org');
  });

  it('lower-cases the host and drops port and credentials', () => {
    expect(hostname('HTTPS://WWW.Example.COM:8443/path')).toBe('example.com');
    expect(hostname('https://user:pw@site.np/')).toBe('site.np');
  });

  it('keeps other subdomains and only strips www at the start', () => {
    expect(hostname('https://m.facebook.com')).toBe('m.facebook.com');
    expect(hostname('https://wwwx.com')).toBe('wwwx.com');
    expect(hostname('https://shop.www.com')).toBe('shop.www.com');
  });

  it('trims surrounding whitespace', () => {
    expect(hostname('  https://www.tiktok.com/@x  ')).toBe('tiktok.com');
  });

  it.each([null, undefined, '', '   ', 'not a url', 'http://', 'https://exa mple.com', 'javascript:alert(1)'])(
    'returns empty for %j without throwing',
    (input) => {
      expect(hostname(input)).toBe('');
    },
  );
});
