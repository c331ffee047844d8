import { describe, expect, it } from 'vitest';
import { TicketCodes } from './ticket-codes';

const codes = new TicketCodes('a-test-secret-of-enough-length-for-hmac');

/** The code with one character of a part changed (to another base64url character). */
function tampered(code: string, part: 1 | 2, at = 0): string {
  const parts = code.split('.');
  const text = parts[part] ?? '';
  const swapped = text[at] === 'A' ? 'B' : 'A';
  parts[part] = `${text.slice(0, at)}${swapped}${text.slice(at + 1)}`;
  return parts.join('.');
}

describe('ticket codes', () => {
  it('issues RS1.<22-char id>.<22-char signature> codes that verify to their stored id', () => {
    const { id, code } = codes.issue();
    expect(code).toMatch(/^RS1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(code.split('.')[1]).toBe(id);
    expect(codes.verify(code)).toBe(id);
    expect(codes.verify(`  ${code}\n`)).toBe(id);
    expect(codes.codeOf(id)).toBe(code);
  });

  it('gives every ticket a different id', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => codes.issue().id));
    expect(ids.size).toBe(1000);
  });

  it('refuses a changed id, a changed signature and a code signed with another secret', () => {
    const { code } = codes.issue();
    expect(codes.verify(tampered(code, 1))).toBeUndefined();
    expect(codes.verify(tampered(code, 1, 21))).toBeUndefined();
    expect(codes.verify(tampered(code, 2))).toBeUndefined();
    expect(codes.verify(tampered(code, 2, 21))).toBeUndefined();
    const other = new TicketCodes('another-secret-of-enough-length-for-hmac');
    expect(other.verify(code)).toBeUndefined();
    expect(codes.verify(other.issue().code)).toBeUndefined();
  });

  it('refuses anything that is not shaped like a code', () => {
    const { id, code } = codes.issue();
    const signature = code.split('.')[2] ?? '';
    for (const bad of [
      '',
      'RS1',
      id,
      `RS2.${id}.${signature}`,
      `rs1.${id}.${signature}`,
      `RS1.${id}`,
      `RS1.${id}.${signature}.x`,
      `RS1.${id}.${signature}A`,
      `RS1.${id}.${signature.slice(1)}`,
      `RS1.${id}=.${signature}`,
      `RS1.${id}.${signature.replace(/.$/, '+')}`,
      "RS1.'or'1'='1.x",
      'x'.repeat(500),
    ])
      expect(codes.verify(bad), bad).toBeUndefined();
  });
});
