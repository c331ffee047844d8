import { describe, expect, it } from 'vitest';
import { shareText } from './share-text';

describe('link preview descriptions', () => {
  it('use the description on one line, or the fallback without one', () => {
    expect(shareText('Three rounds,\n\nwith the  knockout.', 'Watch it.')).toBe('Three rounds, with the knockout.');
    expect(shareText(null, 'Watch it.')).toBe('Watch it.');
    expect(shareText('   ', 'Watch it.')).toBe('Watch it.');
  });

  it('shorten a long description to 200 characters', () => {
    const text = shareText('word '.repeat(100), 'x');
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('word…')).toBe(true);
  });
});
