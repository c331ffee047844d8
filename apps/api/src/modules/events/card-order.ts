import type { Db } from '../../db/client';
import { cardRepository } from './card.repository';

// What other modules may ask of a fight card. The repository and table behind it stay this module's own.

/** An event's bouts in the order fans read its card (main event first, then from the top): who fights whom. */
export async function cardOrder(db: Db, eventId: string): Promise<{ redFighterId: string; blueFighterId: string }[]> {
  const rows = await cardRepository.card(db, eventId);
  return rows.map(({ bout }) => ({ redFighterId: bout.redFighterId, blueFighterId: bout.blueFighterId }));
}
