import { describe, expect, it } from 'vitest';
import i18n from './index';

describe('numbers in interface strings', () => {
  it('writes a number put into a Nepali string in Devanagari digits, and leaves strings and English alone', async () => {
    i18n.addResourceBundle('en', 'digits-test', { bouts: '{{count}} bouts, {{code}}', year: '© {{year}}' });
    i18n.addResourceBundle('ne', 'digits-test', { bouts: '{{count}} खेल, {{code}}', year: '© {{year}}' });
    const ne = i18n.getFixedT('ne', 'digits-test');
    const en = i18n.getFixedT('en', 'digits-test');
    expect(ne('bouts', { count: 12, code: 'AB12' })).toBe('१२ खेल, AB12');
    expect(ne('year', { year: 2026 })).toBe('© २०२६');
    expect(en('bouts', { count: 12, code: 'AB12' })).toBe('12 bouts, AB12');

    // The server renders each request with a clone in its language: the clone writes the same.
    const clone = i18n.cloneInstance({ lng: 'ne', initAsync: false });
    expect(clone.t('year', { ns: 'digits-test', year: 2083 })).toBe('© २०८३');
  });
});
