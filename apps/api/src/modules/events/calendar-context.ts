import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { EventViews } from './event-views';

/** What the calendar's staff services share. */
export interface CalendarContext {
  db: Db;
  masterData: MasterDataReads;
  storage: FileStorage;
  views: EventViews;
  /** A staff change to an event (fields, status, card, poster): cached public pages of it forget. */
  eventChanged(eventId: string): void;
  /** Fighters' records or bout lists changed (results): everything cached that shows them forgets. */
  fightersChanged(): void;
  /** An event was cancelled (committed): its refunds are queued and everyone concerned is told. */
  cancelled(eventId: string): void;
  /** An event moved from `from` to its new date (committed): everyone concerned is told, with `reason`. */
  postponed(eventId: string, from: Date, reason: string | null): void;
}
