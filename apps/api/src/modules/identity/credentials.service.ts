import type {
  ChangePasswordRequest,
  Identifier,
  Language,
  OtpSent,
  PasswordPolicy,
  ResetPasswordRequest,
  VerifyMobileCodeRequest,
  VerifyMobileRequest,
} from '@ringside/contract';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../lib/rate-limits';
import { MOBILE_KEY, customersRepository as customers } from './customers.repository';
import { findByIdentifier, isVerifiedChannel, recipientKey, recipientOf } from './identifiers';
import type { OneTimeCodes } from './one-time-codes.service';
import { passwordHasher } from './password-hasher';
import { assertPasswordPolicy } from './password-rules';
import type { IdentityCache } from './identity-cache';
import type { Principal, Sessions } from './sessions.service';
import type { CallerContext } from './sign-in.service';

/** Passwords (forgot, reset, change) and the verification of an email or a mobile number. */
export class Credentials {
  constructor(
    private readonly db: Db,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
    private readonly limits: RateLimits,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly cache: IdentityCache,
  ) {}

  /** Sends a reset code, only ever to a channel the customer has verified. */
  async forgotPassword(identifier: Identifier, caller: CallerContext): Promise<OtpSent> {
    const recipient = recipientOf(identifier);
    await this.limits.hit('codesIp', caller.ip);
    await this.limits.hit('codesAccount', recipientKey(recipient));
    const customer = await findByIdentifier(this.db, identifier);
    if (!customer?.verifiedAt || !isVerifiedChannel(customer, identifier)) throw new AppError('HUBCSNF001');
    return this.codes.send(customer.id, 'RESET_PASSWORD', recipient, caller.language);
  }

  /** A new password from a reset code; every device is signed out. */
  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    assertPasswordPolicy(input.password, this.passwordPolicy);
    const customer = await findByIdentifier(this.db, input);
    if (!customer?.verifiedAt) throw new AppError('HUBCSNF001');
    await this.codes.consume(customer.id, 'RESET_PASSWORD', input.code, recipientKey(recipientOf(input)));
    const passwordHash = await passwordHasher.hash(input.password);
    await this.db.transaction(async (tx) => {
      await customers.update(tx, customer.id, { passwordHash });
      await this.sessions.revokeAll(customer.id, 'PASSWORD_RESET', undefined, tx);
    });
    // Again after commit: a request racing the transaction may have cached a session it still saw as live.
    this.cache.invalidate({ customerIds: [customer.id] });
  }

  /** A new password from the current one; the other devices are signed out, this one stays. */
  async changePassword(principal: Principal, input: ChangePasswordRequest): Promise<void> {
    const customer = await customers.findById(this.db, principal.customerId);
    if (!customer) throw new AppError('HUBCSNF001');
    if (!(await passwordHasher.verify(customer.passwordHash, input.currentPassword)))
      throw AppError.field('currentPassword', 'HUBCSPW004');
    assertPasswordPolicy(input.password, this.passwordPolicy);
    if (input.password === input.currentPassword) throw AppError.field('password', 'HUBCSPW005');
    const passwordHash = await passwordHasher.hash(input.password);
    await this.db.transaction(async (tx) => {
      await customers.update(tx, customer.id, { passwordHash });
      await this.sessions.revokeAll(customer.id, 'PASSWORD_CHANGED', principal.sessionId, tx);
    });
    this.cache.invalidate({ customerIds: [customer.id] });
  }

  /** Sends a code to confirm an email: the account's own, or a new one to add. */
  async requestEmailVerification(principal: Principal, email: string, caller: CallerContext): Promise<OtpSent> {
    await this.assertEmailFree(principal.customerId, email);
    await this.limits.hit('codesIp', caller.ip);
    await this.limits.hit('codesAccount', email);
    return this.codes.send(
      principal.customerId,
      'VERIFY_EMAIL',
      { channel: 'EMAIL', email },
      caller.language as Language,
    );
  }

  async verifyEmail(principal: Principal, email: string, code: string): Promise<void> {
    await this.codes.consume(principal.customerId, 'VERIFY_EMAIL', code, email);
    const holder = await this.assertEmailFree(principal.customerId, email);
    await this.db.transaction(async (tx) => {
      // An unverified sign-up holding this address proved nothing; this customer just did.
      if (holder && holder.id !== principal.customerId) await customers.remove(tx, holder.id);
      await customers.update(tx, principal.customerId, { email, emailVerified: true });
    });
    this.cache.invalidate({ customerIds: [principal.customerId, ...(holder ? [holder.id] : [])] });
  }

  /** Sends a code by SMS to confirm a mobile number for one's profile; the number is stored once confirmed. */
  async requestMobileVerification(principal: Principal, input: VerifyMobileRequest, caller: CallerContext) {
    await this.assertMobileFree(principal.customerId, input);
    const recipient = { channel: 'MOBILE' as const, dialCode: input.countryCode, number: input.mobileNumber };
    await this.limits.hit('codesIp', caller.ip);
    await this.limits.hit('codesAccount', recipientKey(recipient));
    return this.codes.send(principal.customerId, 'VERIFY_MOBILE', recipient, caller.language);
  }

  /** Confirms the code: the number becomes the profile's, verified, unless someone else confirmed it first. */
  async verifyMobile(principal: Principal, input: VerifyMobileCodeRequest): Promise<void> {
    const target = `${input.countryCode}${input.mobileNumber}`;
    await this.codes.consume(principal.customerId, 'VERIFY_MOBILE', input.code, target);
    await this.assertMobileFree(principal.customerId, input);
    try {
      await customers.update(this.db, principal.customerId, {
        countryCode: input.countryCode,
        mobileNumber: input.mobileNumber,
        mobileNumberVerified: true,
      });
    } catch (error) {
      if (isUniqueViolation(error, MOBILE_KEY)) throw AppError.field('mobileNumber', 'HUBCSMB004');
      throw error;
    }
    this.cache.invalidate({ customerIds: [principal.customerId] });
  }

  private async assertMobileFree(customerId: string, input: VerifyMobileRequest): Promise<void> {
    const holder = await customers.findVerifiedMobile(this.db, input.countryCode, input.mobileNumber);
    if (holder && holder.id !== customerId) throw AppError.field('mobileNumber', 'HUBCSMB004');
  }

  private async assertEmailFree(customerId: string, email: string) {
    const holder = await customers.findByEmail(this.db, email);
    if (holder && holder.id !== customerId && holder.verifiedAt) throw AppError.field('email', 'HUBCSEM003');
    return holder;
  }
}
