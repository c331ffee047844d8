import type { CustomerType, Device, PermissionArea, SessionTtl } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DeviceInfo } from './device-info';
import type { DeviceSessionRow } from './identity.table';
import type { AuthSession, IdentityCache } from './identity-cache';
import type { SessionTokens } from './session-tokens';
import { sessionsRepository as sessions } from './sessions.repository';

/** Who is calling, once their token and device have been checked. */
export interface Principal {
  customerId: string;
  sessionId: string;
  customerType: CustomerType;
  permissions: PermissionArea[];
  expiresAt: Date;
}

export interface DeviceContext extends DeviceInfo {
  deviceToken: string;
  ipAddress: string | null;
}

export type RevokeReason = 'SIGNED_OUT' | 'REMOVED' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'STAFF' | 'REPLACED';

// last_seen_at is a hint for the devices page; writing it on every request would double the load.
const TOUCH_AFTER_MS = 60_000;

export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly tokens: SessionTokens,
    private readonly ttlSeconds: number,
    private readonly cache: IdentityCache,
    private readonly rotationGraceSeconds: number,
  ) {}

  /** Opens a device session and signs its token; runs inside the caller's transaction. */
  async open(tx: Db, customerId: string, device: DeviceContext): Promise<{ session: DeviceSessionRow; token: string }> {
    const session = await sessions.insert(tx, {
      customerId,
      deviceToken: device.deviceToken,
      deviceName: device.deviceName,
      browser: device.browser,
      os: device.os,
      deviceType: device.deviceType,
      ipAddress: device.ipAddress,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { session, token: this.tokens.sign(customerId, session.id, session.expiresAt) };
  }

  /**
   * Checks a token for a request: valid signature, a live session, the same device, and the session's current
   * token, or the one it replaced within the rotation grace. Answers the principal and, once half the session's
   * life is gone or when the caller still holds the previous token, the current token (the expiry slid forward).
   */
  async authenticate(
    token: string,
    deviceToken: string | undefined,
    raced = false,
  ): Promise<{ principal: Principal; freshToken?: string }> {
    const claims = this.tokens.verify(token);
    if (!claims) throw new AppError('HUBCSTK002');
    let row = this.cache.sessions.get(claims.sid);
    // A copy cached before another instance rotated the token does not know the new one yet.
    if (!row || row.tokenVersion < claims.v) row = await sessions.findForAuth(this.db, claims.sid);
    if (!row || row.customerId !== claims.id) throw new AppError('HUBCSTK002');
    if (row.revokedAt) throw new AppError('HUBCSTK003');
    const now = Date.now();
    if (row.expiresAt.getTime() <= now) throw new AppError('HUBCSTK002');
    if (!deviceToken || deviceToken !== row.deviceToken) throw new AppError('HUBCSTK002');
    if (claims.v !== row.tokenVersion && !this.inGrace(row, claims.v, now)) throw new AppError('HUBCSTK002');

    if (row.expiresAt.getTime() - now < (this.ttlSeconds * 1000) / 2) {
      const rotated = await sessions.rotate(this.db, row.id, row.tokenVersion, new Date(now + this.ttlSeconds * 1000));
      if (!rotated && !raced) {
        // Another request (here or on another instance) rotated it first: judge this token against the new row.
        this.cache.sessions.delete(row.id);
        return this.authenticate(token, deviceToken, true);
      }
      if (rotated) row = { ...row, ...rotated };
      this.cache.sessions.put(row.id, row);
    } else if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await sessions.touch(this.db, row.id);
      this.cache.sessions.put(row.id, { ...row, lastSeenAt: new Date(now) });
    } else {
      this.cache.sessions.put(row.id, row);
    }
    const freshToken =
      claims.v === row.tokenVersion
        ? undefined
        : this.tokens.sign(row.customerId, row.id, row.expiresAt, row.tokenVersion);
    return {
      principal: {
        customerId: row.customerId,
        sessionId: row.id,
        customerType: row.customerType,
        permissions: row.permissions,
        expiresAt: row.expiresAt,
      },
      ...(freshToken ? { freshToken } : {}),
    };
  }

  /** The token the current one replaced, within the grace: requests already on their way still carry it. */
  private inGrace(row: AuthSession, version: number, now: number): boolean {
    return (
      version === row.tokenVersion - 1 &&
      row.rotatedAt !== null &&
      now - row.rotatedAt.getTime() < this.rotationGraceSeconds * 1000
    );
  }

  ttl(principal: Principal): SessionTtl {
    return {
      secondsLeft: Math.max(0, Math.floor((principal.expiresAt.getTime() - Date.now()) / 1000)),
      expiresAt: principal.expiresAt.toISOString(),
    };
  }

  active(customerId: string, db: Db = this.db): Promise<DeviceSessionRow[]> {
    return sessions.findActive(db, customerId);
  }

  async devices(customerId: string, currentSessionId?: string): Promise<Device[]> {
    return (await this.active(customerId)).map((row) => toDevice(row, currentSessionId));
  }

  async revoke(customerId: string, sessionId: string, reason: RevokeReason): Promise<number> {
    const owned = (await this.active(customerId)).some((row) => row.id === sessionId);
    if (!owned) throw new AppError('HUBSLLC002');
    return this.revokeIds([sessionId], reason);
  }

  async revokeAll(customerId: string, reason: RevokeReason, keepSessionId?: string, db: Db = this.db): Promise<number> {
    const revoked = await sessions.revokeAll(db, customerId, reason, keepSessionId);
    this.cache.invalidate({ customerIds: [customerId] });
    return revoked;
  }

  async revokeIds(ids: string[], reason: RevokeReason, db: Db = this.db): Promise<number> {
    const revoked = await sessions.revoke(db, ids, reason);
    this.cache.invalidate({ sessionIds: ids });
    return revoked;
  }
}

export function toDevice(row: DeviceSessionRow, currentSessionId?: string): Device {
  return {
    id: row.id,
    deviceName: row.deviceName,
    browser: row.browser,
    os: row.os,
    deviceType: row.deviceType as Device['deviceType'],
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
