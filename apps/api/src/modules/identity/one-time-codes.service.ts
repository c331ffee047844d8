import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language, OtpSent } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DeliveryFailedError, type Messenger, type Recipient } from '../messaging/messenger';
import { type Brand, codeMessage } from '../messaging/templates';
import type { OneTimeCodeRow, OtpPurpose } from './identity.table';
import { maskEmail, maskMobile } from './masking';
import { oneTimeCodesRepository as codes } from './one-time-codes.repository';

export interface OtpSettings {
  length: number;
  ttlSeconds: number;
  maxAttempts: number;
  resendSeconds: number;
}

/**
 * Six-digit one-time codes: stored as an HMAC (never in clear), valid for the TTL, a limited number of
 * guesses, single use, and a new one only after the resend delay.
 */
const UNDELIVERED_CODE = 'one-time-code';

export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly settings: OtpSettings,
    private readonly secret: string,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
  ) {
    // A code its gateway never took is withdrawn: the customer may ask for another at once.
    messenger.onUndelivered(UNDELIVERED_CODE, async (id) => void (await codes.remove(db, id)));
  }

  private digest(row: Pick<OneTimeCodeRow, 'customerId' | 'purpose'>, code: string): string {
    return createHmac('sha256', this.secret).update(`${row.customerId}:${row.purpose}:${code}`).digest('hex');
  }

  /** Creates and sends a code; refuses while the previous one is younger than the resend delay. */
  async send(customerId: string, purpose: OtpPurpose, recipient: Recipient, language: Language): Promise<OtpSent> {
    const previous = await codes.latest(this.db, customerId, purpose);
    if (previous && !previous.consumedAt) {
      const waited = (Date.now() - previous.createdAt.getTime()) / 1000;
      if (waited < this.settings.resendSeconds) {
        const seconds = Math.ceil(this.settings.resendSeconds - waited);
        throw new AppError('HUBOTAS001', { params: { seconds }, details: { retryAfterSeconds: seconds } });
      }
    }
    const code = String(randomInt(0, 10 ** this.settings.length)).padStart(this.settings.length, '0');
    const target = recipient.channel === 'EMAIL' ? recipient.email : `${recipient.dialCode}${recipient.number}`;
    const row = await codes.insert(this.db, {
      customerId,
      purpose,
      channel: recipient.channel,
      target,
      codeHash: this.digest({ customerId, purpose }, code),
      expiresAt: new Date(Date.now() + this.settings.ttlSeconds * 1000),
    });
    try {
      await this.messenger.send(recipient, codeMessage(this.brand, language, purpose, code, this.settings.ttlSeconds), {
        kind: UNDELIVERED_CODE,
        ref: row.id,
      });
    } catch (error) {
      // An undelivered code must not hold the customer back for the resend delay.
      await codes.remove(this.db, row.id);
      if (error instanceof DeliveryFailedError) throw new AppError('HUBOTSF001');
      throw error;
    }
    return {
      otpSentTo: recipient.channel,
      maskedTarget:
        recipient.channel === 'EMAIL' ? maskEmail(recipient.email) : maskMobile(recipient.dialCode, recipient.number),
      expiresInSeconds: this.settings.ttlSeconds,
      resendAfterSeconds: this.settings.resendSeconds,
    };
  }

  /**
   * Checks a code and uses it up. Wrong guesses are counted outside any caller transaction so that a
   * failure elsewhere cannot roll them back. `target`, when given, must be where the code was sent.
   */
  async consume(customerId: string, purpose: OtpPurpose, code: string, target?: string): Promise<OneTimeCodeRow> {
    const row = await codes.latest(this.db, customerId, purpose);
    if (!row || (target !== undefined && row.target !== target)) throw new AppError('HUBOTNF001');
    if (row.consumedAt) throw new AppError('HUBOTUS001');
    if (row.attempts >= this.settings.maxAttempts) throw new AppError('HUBOTAT001');
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('HUBOTEX001');
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.digest(row, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = await codes.addAttempt(this.db, row.id);
      const remaining = this.settings.maxAttempts - attempts;
      if (remaining <= 0) throw new AppError('HUBOTAT001');
      throw new AppError('HUBOTNM001', { params: { remaining } });
    }
    if (!(await codes.consume(this.db, row.id))) throw new AppError('HUBOTUS001');
    return row;
  }
}
