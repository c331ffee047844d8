import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('joins the 6-character prefix with the first and last word', () => {
    expect(slug('a1b2c3d4-uuid', 'Rajesh Kumar Hamal')).toBe('a1b2c3-rajesh-hamal');
  });

  it('uses a single word once', () => {
    expect(slug('a1b2c3d4', 'Madonna')).toBe('a1b2c3-madonna');
  });

  it('ignores extra whitespace in the words', () => {
    expect(slug('a1b2c3d4', '  Rajesh \t Kumar   Hamal ')).toBe('a1b2c3-rajesh-hamal');
  });

  it('drops empty parts instead of leaving stray hyphens', () => {
    expect(slug('a1b2c3d4', '')).toBe('a1b2c3');
    expect(slug('', 'Rajesh Hamal')).toBe('rajesh-hamal');
    expect(slug('', '')).toBe('');
  });

  it('uses a prefix shorter than six characters as is', () => {
    expect(slug('ab', 'Rajesh Hamal')).toBe('ab-rajesh-hamal');
  });

  it('removes non-word characters but keeps hyphens and underscores', () => {
    expect(slug('a1b2c3', "Ram O'Neil-Thapa")).toBe('a1b2c3-ram-oneil-thapa');
    expect(slug('a1_b2!c3', 'Dr. Who?')).toBe('a1_b2-dr-who');
  });

  it('turns spaces inside the prefix into hyphens', () => {
    expect(slug('ab cd ef', 'X Y')).toBe('ab-cd-x-y');
  });

  it('strips accented letters, as the rule implies', () => {
    expect(slug('a1b2c3', 'José Núñez')).toBe('a1b2c3-jos-nez');
  });

  it('writes a name given in Devanagari in Latin letters', () => {
    expect(slug('a1b2c3', 'राम थापा')).toBe('a1b2c3-ram-thapa');
    expect(slug('', 'राम गुरुङ')).toBe('ram-gurung');
    expect(slug('a1b2c3', 'राम बहादुर श्रेष्ठ')).toBe('a1b2c3-ram-shrestha');
    expect(slug('a1b2c3', 'Sita क्षेत्री')).toBe('a1b2c3-sita-chhetri');
  });
});
