import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking';

describe('masking', () => {
  it('keeps the first two letters and the domain of an email', () => {
    expect(maskEmail('ramesh@example.com')).toBe('ra****@example.com');
    expect(maskEmail('ab@x.np')).toBe('a*@x.np');
  });

  it('keeps the last three digits of a mobile number', () => {
    expect(maskMobile('+977', '9841234567')).toBe('+977 *******567');
  });
});
