import { describe, expect, it } from 'vitest';
import { MessageSeal } from './sealed-message';

const delivery = {
  recipient: { channel: 'EMAIL' as const, email: 'sita@example.com' },
  message: {
    subject: 'Your sign-up code: 493817',
    text: 'Your code is 493817',
    html: '<p>493817</p>',
    sms: '493817',
    attachments: [{ filename: 'qr.png', contentType: 'image/png', content: Buffer.from([0, 1, 254, 255]), cid: 'qr' }],
  },
  undelivered: { kind: 'one-time-code', ref: 'c1' },
};

describe('a sealed delivery', () => {
  it('keeps the code and the address out of the job table, and opens to the same message and bytes', () => {
    const seal = new MessageSeal('s'.repeat(40));
    const sealed = seal.seal(delivery);
    expect(sealed).not.toContain('493817');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('sita@');
    const opened = seal.open(sealed);
    expect(opened).toEqual(delivery);
    expect(Buffer.isBuffer(opened.message.attachments?.[0]?.content)).toBe(true);
  });

  it('does not open when altered, or under another secret', () => {
    const sealed = new MessageSeal('s'.repeat(40)).seal(delivery);
    const bytes = Buffer.from(sealed, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => new MessageSeal('s'.repeat(40)).open(bytes.toString('base64'))).toThrow();
    expect(() => new MessageSeal('t'.repeat(40)).open(sealed)).toThrow();
  });
});
