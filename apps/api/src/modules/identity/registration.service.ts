import type {
  CheckStatusResponse,
  Identifier,
  LoginResponse,
  OtpSent,
  PasswordPolicy,
  RegisterRequest,
  RegisterResponse,
} from '@ringside/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../lib/rate-limits';
import { MOBILE_KEY, customersRepository as customers } from './customers.repository';
import { findByIdentifier, recipientKey, signUpRecipient } from './identifiers';
import type { CustomerRow } from './identity.table';
import type { Invitations } from './invitations.service';
import type { OneTimeCodes } from './one-time-codes.service';
import { passwordHasher } from './password-hasher';
import { assertPasswordPolicy } from './password-rules';
import type { DeviceContext } from './sessions.service';
import type { CallerContext, SignIn } from './sign-in.service';
import type { Recipient } from '../messaging/messenger';
import type { IdentityCache } from './identity-cache';

/** Sign-up: an unverified account, a one-time code, and a signed-in device once the code is confirmed. */
export class Registration {
  constructor(
    private readonly db: Db,
    private readonly codes: OneTimeCodes,
    private readonly signIn: SignIn,
    private readonly invitations: Invitations,
    private readonly limits: RateLimits,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly cache: IdentityCache,
  ) {}

  async checkStatus(identifier: Identifier, caller: CallerContext): Promise<CheckStatusResponse> {
    await this.limits.hit('checkStatusIp', caller.ip);
    const customer = await findByIdentifier(this.db, identifier);
    return { exists: customer !== undefined, verified: Boolean(customer?.verifiedAt) };
  }

  async register(input: RegisterRequest, caller: CallerContext): Promise<RegisterResponse> {
    await this.limits.hit('signUpIp', caller.ip);
    assertPasswordPolicy(input.password, this.passwordPolicy);
    const invitation = input.invitationReference
      ? await this.invitations.usableFor(input.invitationReference, input.email)
      : undefined;

    const byEmail = input.email ? await customers.findByEmail(this.db, input.email) : undefined;
    if (byEmail?.verifiedAt) throw AppError.field('email', 'HUBCSEM003');
    // Only a verified number is taken; one that an account merely claims blocks no one.
    if (
      input.mobileNumber &&
      (await customers.findVerifiedMobile(this.db, input.countryCode ?? '', input.mobileNumber))
    )
      throw AppError.field('mobileNumber', 'HUBCSMB004');
    const byMobile = input.mobileNumber
      ? await customers.findPendingByMobile(this.db, input.countryCode ?? '', input.mobileNumber)
      : undefined;

    const recipient = signUpRecipient({
      email: input.email ?? null,
      countryCode: input.countryCode ?? null,
      mobileNumber: input.mobileNumber ?? null,
    });
    await this.countCode(recipient, caller);

    const values = {
      customerType: invitation?.customerType ?? ('INDIVIDUAL' as const),
      registrationPurpose: invitation?.registrationPurpose ?? input.registrationPurpose,
      permissions: invitation?.permissions ?? [],
      invitedById: invitation?.invitedById ?? null,
      invitationId: invitation?.id ?? null,
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
      email: input.email ?? null,
      countryCode: input.mobileNumber ? (input.countryCode ?? null) : null,
      mobileNumber: input.mobileNumber ?? null,
      passwordHash: await passwordHasher.hash(input.password),
    };
    // Unverified sign-ups prove nothing: whoever confirms a code for the address takes it over.
    const customer = await this.db.transaction(async (tx) => {
      const reuse = byEmail ?? byMobile;
      for (const stale of [byEmail, byMobile])
        if (stale && stale.id !== reuse?.id) await customers.remove(tx, stale.id);
      return reuse ? customers.update(tx, reuse.id, values) : customers.insert(tx, values);
    });
    this.cache.invalidate({ customerIds: [byEmail?.id, byMobile?.id].filter((id): id is string => Boolean(id)) });
    const sent = await this.sendCode(customer, recipient, caller);
    return { userId: customer.id, ...sent };
  }

  async resend(userId: string, caller: CallerContext): Promise<RegisterResponse> {
    const customer = await customers.findById(this.db, userId);
    if (!customer) throw new AppError('HUBCSNF001');
    if (customer.verifiedAt) throw new AppError('HUBOTUS001');
    const recipient = signUpRecipient(customer);
    await this.countCode(recipient, caller);
    return { userId, ...(await this.sendCode(customer, recipient, caller)) };
  }

  private async countCode(recipient: Recipient, caller: CallerContext): Promise<void> {
    await this.limits.hit('codesIp', caller.ip);
    await this.limits.hit('codesAccount', recipientKey(recipient));
  }

  private sendCode(customer: CustomerRow, recipient: Recipient, caller: CallerContext): Promise<OtpSent> {
    return this.codes.send(customer.id, 'SIGN_UP', recipient, caller.language);
  }

  /**
   * Confirms the sign-up code: the account becomes verified and this device is signed in. A code sent by SMS
   * verifies the number, unless someone verified it first (an unverified sign-up reserves no number: the first to
   * confirm it has it). A number given beside an email, whose code went to the email, is not kept: a number is on
   * a profile only once verified, which the profile page does.
   */
  async verify(userId: string, code: string, device: DeviceContext): Promise<LoginResponse> {
    const customer = await customers.findById(this.db, userId);
    if (!customer) throw new AppError('HUBCSNF001');
    const used = await this.codes.consume(userId, 'SIGN_UP', code);
    if (used.channel === 'MOBILE') await this.assertMobileFree(customer);
    const proven =
      used.channel === 'EMAIL'
        ? { emailVerified: true, ...(customer.mobileNumberVerified ? {} : { countryCode: null, mobileNumber: null }) }
        : { mobileNumberVerified: true };
    let login: LoginResponse;
    try {
      login = await this.db.transaction(async (tx) => {
        if (customer.invitationId) await this.invitations.claim(tx, customer.invitationId, customer.id);
        const verified = await customers.update(tx, customer.id, {
          verifiedAt: customer.verifiedAt ?? new Date(),
          ...proven,
        });
        return this.signIn.openSession(verified, device, tx);
      });
    } catch (error) {
      // Someone confirmed the number between the check above and this transaction.
      if (isUniqueViolation(error, MOBILE_KEY)) throw AppError.field('mobileNumber', 'HUBCSMB004');
      throw error;
    }
    this.cache.invalidate({ customerIds: [customer.id] });
    return login;
  }

  private async assertMobileFree(customer: CustomerRow): Promise<void> {
    const holder = await customers.findVerifiedMobile(this.db, customer.countryCode ?? '', customer.mobileNumber ?? '');
    if (holder && holder.id !== customer.id) throw AppError.field('mobileNumber', 'HUBCSMB004');
  }
}
