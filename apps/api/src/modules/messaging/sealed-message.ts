import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Recipient } from './messenger';
import type { RenderedMessage } from './templates';

/** What a delivery job carries: the recipient and the message, and what to do should it never arrive. */
export interface Delivery {
  recipient: Recipient;
  message: RenderedMessage;
  /** Names the handler told of a message given up on (`Messenger.onUndelivered`), with its reference. */
  undelivered?: { kind: string; ref: string };
}

/**
 * Seals a delivery for the job table: messages carry sign-in codes and personal details, and jobs stay in the
 * database for days after they ran. AES-256-GCM with a key of its own drawn from the session secret, so every
 * instance can open what another sealed, and a sealed job that was altered fails to open.
 */
export class MessageSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ringside message jobs', 32));
  }

  seal(delivery: Delivery): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(delivery), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): Delivery {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    // Attachments travel as JSON's form of a Buffer; nodemailer wants them back as bytes.
    return JSON.parse(text, (_key, value: unknown) =>
      isJsonBuffer(value) ? Buffer.from(value.data) : value,
    ) as Delivery;
  }
}

const isJsonBuffer = (value: unknown): value is { type: 'Buffer'; data: number[] } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'Buffer' &&
  Array.isArray((value as { data?: unknown }).data);
