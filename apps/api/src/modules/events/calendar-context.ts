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
}
