import { describe, expect, it } from 'vitest';
import * as display from './index';

describe('display index', () => {
  it('re-exports every helper family', () => {
    for (const name of [
      'heightInFeetAndInches',
      'cmFromFeetAndInches',
      'initials',
      'titleCase',
      'truncate',
      'formatNumber',
      'formatMoney',
      'flagUrl',
      'hostname',
      'slug',
      'formatDate',
      'formatTime',
      'formatDateTime',
    ]) {
      expect(typeof (display as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(display.FLAG_WIDTH_PX).toBe(64);
    expect(display.DATE_FORMAT_ISO).toBe('YYYY-MM-DD');
  });

  it('does not pull in reference data', () => {
    expect('nationalities' in display).toBe(false);
    expect('phoneCountries' in display).toBe(false);
  });
});
