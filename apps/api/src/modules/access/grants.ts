import type { Db } from '../../db/client';
import { type ContentRef, grantsRepository as repository } from './grants.repository';

// What other modules may do with grants: commerce asks what a customer holds, grants what a purchase bought and
// revokes it on a refund. The repository and table behind them stay this module's own. Each takes a transaction too.

export type { ContentRef };

/** The customer's active grant on exactly this content, if any. */
export const activeGrantFor = (db: Db, customerId: string, content: ContentRef) =>
  repository.activeFor(db, customerId, content);

/** Whether the customer holds an active grant on any of these pieces of content. */
export const holdsAnyGrant = (db: Db, customerId: string, contents: readonly ContentRef[]) =>
  repository.holdsAny(db, customerId, contents);

/** Grants what a paid purchase bought: at most one grant per purchase, however many confirmations race. */
export const grantPurchase = (
  db: Db,
  purchase: {
    purchaseId: string;
    customerId: string;
    content: ContentRef;
    note: string | null;
    expiresAt?: Date | null;
  },
) =>
  repository.insertForPurchase(db, {
    customerId: purchase.customerId,
    contentType: purchase.content.type,
    contentId: purchase.content.id,
    source: 'PURCHASE',
    purchaseId: purchase.purchaseId,
    note: purchase.note,
    expiresAt: purchase.expiresAt ?? null,
  });

/** Revokes every grant in force on this content (a cancelled event's live access): answers whose changed. */
export const revokeContentGrants = (db: Db, content: ContentRef, at: Date) =>
  repository.revokeForContent(db, content, at);

/** The customers holding an active grant on exactly this content. */
export const contentHolders = (db: Db, content: ContentRef) => repository.holders(db, content);

/** Whether the customer holds a Fight Pass in force now (every paid video and live event). */
export const holdsPass = (db: Db, customerId: string) => repository.holdsPass(db, customerId);

/**
 * When a Fight Pass bought now ends: `days` after the end of the one running (a renewal bought early loses
 * nothing), or after now.
 */
export async function passEndsAt(db: Db, customerId: string, days: number, now = new Date()): Promise<Date> {
  const running = await repository.passEnd(db, customerId);
  const from = running && running.getTime() > now.getTime() ? running : now;
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Everything the customer holds now (grants in force, passes too), the latest first: their library. */
export const activeGrantsOf = (db: Db, customerId: string) => repository.activeOf(db, customerId);

/** Revokes what a refunded purchase bought (the grants of it still in force). */
export const revokePurchaseGrants = (db: Db, purchaseId: string, revokedById: string | null, at: Date) =>
  repository.revokeForPurchase(db, purchaseId, revokedById, at);

/** Fight Passes ending within `withinMs` whose holder was not reminded yet nor holds a later one. */
export const passesEndingSoon = (db: Db, now: Date, withinMs: number, limit: number) =>
  repository.passesEnding(db, now, withinMs, limit);

/** Claims a pass's reminder: false when another round did it first. */
export const markPassReminded = (db: Db, grantId: string, at: Date) => repository.markReminded(db, grantId, at);
