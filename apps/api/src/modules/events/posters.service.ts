import { randomBytes } from 'node:crypto';
import type { AdminEvent, Language } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { renderUpload } from '../../lib/images';
import { putAll, savedOrRemoved } from '../../lib/storage';
import type { CalendarContext } from './calendar-context';
import type { EventRow } from './event-summaries';
import { POSTER_RENDITIONS, posterFileKey } from './event-summaries';
import { assertEditable } from './event-transitions';
import { eventsRepository as events } from './events.repository';

/** The poster's columns of an event: its storage key and its shape. */
type StoredPoster = Pick<EventRow, 'posterKey' | 'posterWidth' | 'posterHeight'>;
const NO_POSTER: StoredPoster = { posterKey: null, posterWidth: null, posterHeight: null };

/**
 * Event posters: checked by content, re-encoded into every size, stored under a new key per upload (so the
 * files are cached for good). Files of a replaced poster stay: a page cached elsewhere may still show them.
 */
export class EventPosters {
  constructor(
    private readonly context: CalendarContext,
    readonly maxBytes: number,
  ) {}

  async upload(eventId: string, upload: Buffer | undefined, language: Language): Promise<AdminEvent> {
    if (!upload || upload.length === 0) throw AppError.field('poster', 'HUBEVPT001');
    if (upload.length > this.maxBytes) throw this.invalid();
    // Refused before the image work when the event is unknown or closed.
    assertEditable((await this.context.views.find(this.context.db, eventId)).status);
    const rendered = await renderUpload(upload, POSTER_RENDITIONS);
    if (!rendered) throw this.invalid();
    const posterKey = `events/${eventId.toLowerCase()}/${randomBytes(8).toString('hex')}`;
    await putAll(
      this.context.storage,
      posterKey,
      rendered.map((image) => [posterFileKey(posterKey, image), image.content]),
    );
    // The card file's size is the poster's shape: pages frame it at that shape, with nothing to move as it loads.
    const card = rendered.find((image) => image.name === 'card');
    const poster = { posterKey, posterWidth: card?.width ?? null, posterHeight: card?.height ?? null };
    return savedOrRemoved(this.context.storage, posterKey, () => this.setPoster(eventId, poster, language));
  }

  /** The event shows no poster (its files stay, see above). */
  remove(eventId: string, language: Language): Promise<AdminEvent> {
    return this.setPoster(eventId, NO_POSTER, language);
  }

  invalid(): AppError {
    return AppError.field('poster', 'HUBEVPT002', { maxMb: Math.round((this.maxBytes / 1024 / 1024) * 10) / 10 });
  }

  private async setPoster(eventId: string, poster: StoredPoster, language: Language): Promise<AdminEvent> {
    const event: EventRow = await this.context.db.transaction(async (tx) => {
      const current = await this.context.views.find(tx, eventId, true);
      assertEditable(current.status);
      return events.update(tx, current.id, poster);
    });
    this.context.eventChanged(event.id);
    return this.context.views.admin(event, language);
  }
}
