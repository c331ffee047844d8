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
  purchase: { purchaseId: string; customerId: string; content: ContentRef; note: string | null },
) =>
  repository.insertForPurchase(db, {
    customerId: purchase.customerId,
    contentType: purchase.content.type,
    contentId: purchase.content.id,
    source: 'PURCHASE',
    purchaseId: purchase.purchaseId,
    note: purchase.note,
  });

/** Revokes what a refunded purchase bought (the grants of it still in force). */
export const revokePurchaseGrants = (db: Db, purchaseId: string, revokedById: string | null, at: Date) =>
  repository.revokeForPurchase(db, purchaseId, revokedById, at);
