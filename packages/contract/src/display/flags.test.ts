import { describe, expect, it } from 'vitest';
import { FLAG_WIDTH_PX, flagUrl } from './flags';

describe('flagUrl', () => {
  it('builds a same-origin path for a country code in either case', () => {
    expect(flagUrl('NP')).toBe('/flags/w64/np.png');
    expect(flagUrl('np')).toBe('/flags/w64/np.png');
    expect(flagUrl('In')).toBe('/flags/w64/in.png');
  });

  it('uses the flag width constant', () => {
    expect(FLAG_WIDTH_PX).toBe(64);
    expect(flagUrl('us')).toContain(`/w${FLAG_WIDTH_PX}/`);
  });

  it('never points at an external host', () => {
    expect(flagUrl('GB')?.startsWith('/')).toBe(true);
    expect(flagUrl('GB')?.startsWith('//')).toBe(false);
  });

  it('tolerates surrounding whitespace', () => {
    expect(flagUrl(' np ')).toBe('/flags/w64/np.png');
  });

  it.each([null, undefined, '', 'N', 'NPL', 'N1', '..', 'n/', 'ñp', 'np\n/x'])('returns null for %j', (code) => {
    expect(flagUrl(code)).toBeNull();
  });
});
