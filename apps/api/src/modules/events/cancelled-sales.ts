import type { Db } from '../../db/client';
import { revokeContentGrants } from '../access/grants';
import { scheduleEventRefunds } from '../commerce/cancellations';
import { ticketsRepository as tickets } from './tickets.repository';

/**
 * What a cancellation withdraws, in its transaction: every ticket voided (free and bought), live access revoked, and
 * a refund line for each paid purchase of the live pass and tickets, for the refund job (decision 55).
 */
export async function withdrawSales(tx: Db, eventId: string, at: Date): Promise<void> {
  await tickets.voidOfEvent(tx, eventId, at);
  await revokeContentGrants(tx, { type: 'LIVE_EVENT', id: eventId }, at);
  await scheduleEventRefunds(tx, eventId);
}
