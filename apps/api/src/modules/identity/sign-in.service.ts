import type { Device, Identifier, Language, LoginRequest, LoginResponse } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../lib/rate-limits';
import { customersRepository as customers } from './customers.repository';
import { toLoginResponse } from './customer.mapper';
import { findByIdentifier, identifierKey, recipientOf } from './identifiers';
import type { IdentityCache } from './identity-cache';
import type { CustomerRow } from './identity.table';
import type { OneTimeCodes } from './one-time-codes.service';
import { passwordHasher } from './password-hasher';
import { type DeviceContext, type Sessions, toDevice } from './sessions.service';

export interface CallerContext {
  ip: string;
  language: Language;
}

/** Signing in with a password, within the account's device limit. */
export class SignIn {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly codes: OneTimeCodes,
    private readonly limits: RateLimits,
    private readonly maxDevices: number,
    private readonly cache: IdentityCache,
  ) {}

  /**
   * The account behind a password, within the sign-in limits, which count failures only: per address (sized
   * for a crowd behind one venue's Wi-Fi or a carrier's NAT) and per account (from any address). A point of
   * each is taken before the password is checked, atomically, so that a burst of simultaneous guesses cannot
   * all pass a check-then-count; a success gives them back. A success does not wipe earlier failures either:
   * the owner signing in must not hand a guesser a fresh allowance.
   */
  async checkCredentials(credentials: Identifier & { password?: string }, caller: CallerContext): Promise<CustomerRow> {
    if (!credentials.password) throw AppError.field('password', 'HUBCSPW001');
    const accountKey = identifierKey(credentials);
    await this.limits.hit('signInIp', caller.ip);
    try {
      await this.limits.hit('signInAccount', accountKey);
    } catch (error) {
      // Refused before any check: nothing was tried from this address.
      await this.limits.giveBack('signInIp', caller.ip);
      throw error;
    }
    let failed = false;
    let customer: CustomerRow | undefined;
    try {
      customer = await findByIdentifier(this.db, credentials);
      // An unknown account is checked against a dummy hash: it is refused after the same work as a wrong password.
      const hash = customer?.passwordHash ?? (await passwordHasher.dummyHash());
      const matches = await passwordHasher.verify(hash, credentials.password);
      failed = !customer || !matches;
    } finally {
      // Only a failed guess counts; an error on the way (the database out of reach) is none.
      if (!failed) await this.giveBack(accountKey, caller.ip);
    }
    if (!customer) throw new AppError('HUBCSNF001', { status: 400 });
    if (failed) throw new AppError('HUBCSIL001');
    if (!customer.verifiedAt) await this.refuseUnverified(customer, credentials, caller);
    return customer;
  }

  private async giveBack(accountKey: string, ip: string): Promise<void> {
    await Promise.all([this.limits.giveBack('signInAccount', accountKey), this.limits.giveBack('signInIp', ip)]);
  }

  /** An account that never confirmed its code gets a new one and is sent back to the code page. */
  private async refuseUnverified(
    customer: CustomerRow,
    credentials: Identifier,
    caller: CallerContext,
  ): Promise<never> {
    let sent;
    try {
      sent = await this.codes.send(customer.id, 'SIGN_UP', recipientOf(credentials), caller.language);
    } catch (error) {
      // A code sent a moment ago is still good: the customer just enters it.
      if (!(error instanceof AppError && error.code === 'HUBOTAS001')) throw error;
    }
    throw new AppError('HUBCSNV001', { details: { userId: customer.id, ...(sent ?? {}) } });
  }

  async signIn(credentials: LoginRequest, device: DeviceContext, caller: CallerContext): Promise<LoginResponse> {
    const customer = await this.checkCredentials(credentials, caller);
    return this.openSession(customer, device);
  }

  /**
   * Opens a session on this device. A device already signed in is replaced, not counted twice; past the
   * limit the customer must first remove a device. The customer's row is locked so that two devices
   * signing in at the same moment cannot both pass the limit.
   */
  async openSession(customer: CustomerRow, device: DeviceContext, db: Db = this.db): Promise<LoginResponse> {
    const run = async (tx: Db) => {
      await customers.lock(tx, customer.id);
      const active = await this.sessions.active(customer.id, tx);
      const sameDevice = active.filter((session) => session.deviceToken === device.deviceToken);
      const others = active.length - sameDevice.length;
      if (others >= this.maxDevices) {
        const details = { maxDevices: this.maxDevices, activeDevices: others };
        throw new AppError(this.maxDevices === 1 ? 'HUBSLDN001' : 'HUBSLLC001', { details });
      }
      const replaced = sameDevice.map((session) => session.id);
      await this.sessions.revokeIds(replaced, 'REPLACED', tx);
      const { token } = await this.sessions.open(tx, customer.id, device);
      return { login: toLoginResponse(customer, token), replaced };
    };
    const { login, replaced } = db === this.db ? await this.db.transaction(run) : await run(db);
    // After commit too: a request racing the transaction may have cached the replaced session.
    this.cache.invalidate({ sessionIds: replaced });
    return login;
  }

  /** The devices of an account, for the signed-in customer or for someone holding its password. */
  async devices(customerId: string, currentSessionId?: string): Promise<{ items: Device[]; maxDevices: number }> {
    const rows = await this.sessions.active(customerId);
    return { items: rows.map((row) => toDevice(row, currentSessionId)), maxDevices: this.maxDevices };
  }

  /** Removes one device, or every device but the caller's own (all of them when not signed in). */
  async removeDevices(customerId: string, request: { deviceId?: string; all?: boolean }, currentSessionId?: string) {
    if (request.all) return { removed: await this.sessions.revokeAll(customerId, 'REMOVED', currentSessionId) };
    return { removed: await this.sessions.revoke(customerId, request.deviceId as string, 'REMOVED') };
  }
}
