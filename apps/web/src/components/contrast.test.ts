import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#dc2626', '#ffffff')).toBeCloseTo(4.83, 2);
    expect(contrastRatio('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
  });

  it('keeps a colour that already reads and darkens one that does not, to at least 4.5:1', () => {
    expect(readableOn('#dc2626', '#ffffff')).toBe('#dc2626');
    const onGrey = readableOn('#dc2626', '#f4f4f5');
    expect(onGrey).not.toBe('#dc2626');
    expect(contrastRatio(onGrey, '#f4f4f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#fde047', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/not a hex colour/);
  });
});
