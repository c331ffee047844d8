import type { PermissionArea } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { TimedCache } from '../../lib/timed-cache';
import { type ContentRef, grantsRepository as grants } from './grants.repository';

/** Who asks to watch: a signed-in customer (staff hold areas), or an anonymous browser. */
export interface Viewer {
  customerId: string | null;
  permissions: readonly PermissionArea[];
}

/**
 * What is to be watched. `access` FREE plays for everyone. `coveredBy` lists the other content whose grant
 * also opens it (the showcases a video is in, the event whose live access opens its replay).
 */
export interface WatchTarget {
  content: ContentRef;
  access: 'FREE' | 'PAID';
  coveredBy: readonly ContentRef[];
}

export type WatchDecision =
  { allowed: true; via: 'FREE' | 'GRANT' | 'STAFF' } | { allowed: false; code: 'HUBPBSI001' | 'HUBPBNA001' };

/** A Fight Pass opens every paid video and every live event (and so a showcase's videos, one by one). */
const opensWithPass = (target: WatchTarget) => target.content.type === 'VIDEO' || target.content.type === 'LIVE_EVENT';

/** How long a decision is kept: a revoked grant stops playback within this time (plus a request). */
const DECISION_SECONDS = 30;

/**
 * The one question of access: may this viewer watch this content now? Free content: yes. Paid: staff with
 * DASHBOARD (to preview), or a customer holding an active grant on it or on content that covers it, or a Fight Pass
 * in force for a video or live event. Grants come from staff and from purchases; both land in the same table.
 */
export class Entitlements {
  private readonly decisions = new TimedCache<boolean>({ ttlMs: DECISION_SECONDS * 1000, maxEntries: 50_000 });

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {
    bus.on('access.changed', ({ customerId }) => this.forget(customerId));
  }

  async decide(viewer: Viewer, target: WatchTarget): Promise<WatchDecision> {
    if (target.access === 'FREE') return { allowed: true, via: 'FREE' };
    if (!viewer.customerId) return { allowed: false, code: 'HUBPBSI001' };
    if (viewer.permissions.includes('DASHBOARD')) return { allowed: true, via: 'STAFF' };
    const key = `${viewer.customerId}:${target.content.type}:${target.content.id}`;
    let granted = this.decisions.get(key);
    if (granted === undefined) {
      granted =
        (await grants.holdsAny(this.db, viewer.customerId, [target.content, ...target.coveredBy])) ||
        (opensWithPass(target) && (await grants.holdsPass(this.db, viewer.customerId)));
      this.decisions.put(key, granted);
    }
    return granted ? { allowed: true, via: 'GRANT' } : { allowed: false, code: 'HUBPBNA001' };
  }

  /** A customer's grants changed: their next request is decided afresh, on every instance. */
  grantsChanged(customerId: string): void {
    this.bus.publish({ type: 'access.changed', customerId });
  }

  private forget(customerId: string): void {
    this.decisions.deleteWhere((_granted, key) => key.startsWith(`${customerId}:`));
  }
}
