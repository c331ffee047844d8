import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphemes, truncate } from './text';

describe('truncate', () => {
  it('renders missing text as -', () => {
    expect(truncate(null, 10)).toBe('-');
    expect(truncate(undefined, 10)).toBe('-');
  });

  it('leaves text at or under the limit unchanged', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('Exactly10!', 10)).toBe('Exactly10!');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts longer text and appends a single ellipsis character', () => {
    const result = truncate('Kathmandu Fight Night', 9);
    expect(result).toBe('Kathmandu…');
    expect(result.endsWith('\u2026')).toBe(true);
    expect(result).not.toContain('...');
  });

  it('trims trailing space before the ellipsis', () => {
    expect(truncate('Main event tonight', 5)).toBe('Main…');
    expect(truncate('Main    event', 7)).toBe('Main…');
  });

  it('keeps leading space and internal spacing', () => {
    expect(truncate('  ab  cd', 6)).toBe('  ab…');
  });

  it('never splits surrogate pairs or Devanagari syllables', () => {
    expect(truncate('🥊🥊🥊', 2)).toBe('🥊🥊…');
    expect(truncate('राम थापा', 2)).toBe('राम…');
  });

  it('treats a zero, negative or non-finite limit as zero', () => {
    expect(truncate('abc', 0)).toBe('…');
    expect(truncate('abc', -3)).toBe('…');
    expect(truncate('abc', Number.NaN)).toBe('…');
  });

  it('floors a fractional limit', () => {
    expect(truncate('abcdef', 3.9)).toBe('abc…');
  });
});

describe('graphemes', () => {
  it('keeps vowel signs with their consonant', () => {
    expect(graphemes('राम')).toEqual(['रा', 'म']);
  });

  it('splits ASCII into characters', () => {
    expect(graphemes('abc')).toEqual(['a', 'b', 'c']);
    expect(graphemes('')).toEqual([]);
  });
});

describe('graphemes without Intl.Segmenter', () => {
  const original = Intl.Segmenter;
  afterEach(() => {
    Object.defineProperty(Intl, 'Segmenter', { value: original, configurable: true, writable: true });
    vi.resetModules();
  });

  it('falls back to code points with combining marks attached', async () => {
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true, writable: true });
    vi.resetModules();
    const fresh = await import('./text');
    expect(fresh.graphemes('राम')).toEqual(['रा', 'म']);
    expect(fresh.graphemes('🥊a')).toEqual(['🥊', 'a']);
    // Conjuncts are where the fallback is coarser than Intl.Segmenter; this proves it ran.
    expect(fresh.graphemes('क्षे')).toEqual(['क्', 'षे']);
    expect(fresh.truncate('सीता थापा', 2)).toBe('सीता…');
  });
});
