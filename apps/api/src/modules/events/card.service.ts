import type {
  AdminEvent,
  BoutFieldsSchema,
  FighterPoolItem,
  FighterPoolRequestSchema,
  Language,
  MasterData,
} from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { weightClassRef } from '../fighters/fighter.mapper';
import { toBoutFighter } from './bout-fighter';
import type { CalendarContext } from './calendar-context';
import { type BoutRow, cardRepository as cards } from './card.repository';
import { assertEditable } from './event-transitions';
import { sameDivision } from './divisions';
import { eventsRepository as events } from './events.repository';

export type BoutInput = z.output<typeof BoutFieldsSchema>;
export type PoolRequest = z.output<typeof FighterPoolRequestSchema>;

/** How many fighters the pool lists at most: staff narrow it down by name or weight class. */
const POOL_SIZE = 50;

/** The bout's weight class: one offered now, or the one it already has (retired since). */
function checkWeightClass(entry: MasterData | undefined, current: BoutRow | undefined): MasterData {
  const kept = current !== undefined && current.weightClassId === entry?.id;
  if (entry?.kind !== 'WEIGHT_CLASS' || (entry.retired && !kept)) throw AppError.field('weightClassId', 'HUBEVBT008');
  return entry;
}

/**
 * Two different approved fighters of one division, in a weight class of that division, neither already in
 * another bout of this card.
 */
async function checkFighters(
  db: Db,
  input: BoutInput,
  weightClass: MasterData,
  card: readonly BoutRow[],
  boutId?: string,
): Promise<void> {
  const red = input.redFighterId.toLowerCase();
  const blue = input.blueFighterId.toLowerCase();
  if (red === blue) throw AppError.field('blueFighterId', 'HUBEVBT002');
  const approved = await cards.approvedFighters(db, [red, blue]);
  for (const [field, id] of [
    ['redFighterId', red],
    ['blueFighterId', blue],
  ] as const) {
    if (!approved.has(id)) throw AppError.field(field, 'HUBEVBT003');
    const elsewhere = card.some(
      (bout) => bout.id !== boutId && (bout.redFighterId === id || bout.blueFighterId === id),
    );
    if (elsewhere) throw AppError.field(field, 'HUBEVBT004');
  }
  const redGender = approved.get(red)?.gender;
  const blueGender = approved.get(blue)?.gender;
  if (!sameDivision(redGender, blueGender)) throw AppError.field('blueFighterId', 'HUBEVBT010');
  if (!sameDivision(weightClass.gender, redGender ?? blueGender)) throw AppError.field('weightClassId', 'HUBEVBT011');
}

const boutValues = (input: BoutInput) => ({
  weightClassId: input.weightClassId.toLowerCase(),
  redFighterId: input.redFighterId.toLowerCase(),
  blueFighterId: input.blueFighterId.toLowerCase(),
  scheduledRounds: input.scheduledRounds,
  isMainEvent: input.isMainEvent,
  isTitleFight: input.isTitleFight,
});

/**
 * Building the fight card (staff). Each edit holds the event's row, so concurrent edits of one card line up,
 * and answers the whole event so that the back office refreshes in one call.
 */
export class FightCards {
  constructor(private readonly context: CalendarContext) {}

  /** A new bout at the bottom of the card. */
  async add(eventId: string, input: BoutInput, language: Language): Promise<AdminEvent> {
    const weightClass = await this.context.masterData.entry(input.weightClassId.toLowerCase());
    return this.edit(eventId, language, async (tx, card) => {
      await checkFighters(tx, input, checkWeightClass(weightClass, undefined), card);
      const position = card.reduce((last, bout) => Math.max(last, bout.position), 0) + 1;
      const bout = await cards.insert(tx, { eventId, position, ...boutValues(input) });
      if (bout.isMainEvent) await cards.clearMainEvent(tx, eventId, bout.id);
    });
  }

  /** A bout with a result keeps its two fighters (corners may swap) and enough rounds for its result. */
  async update(eventId: string, boutId: string, input: BoutInput, language: Language): Promise<AdminEvent> {
    const weightClass = await this.context.masterData.entry(input.weightClassId.toLowerCase());
    return this.edit(eventId, language, async (tx, card) => {
      const current = card.find((bout) => bout.id === boutId.toLowerCase());
      if (!current) throw new AppError('HUBEVBT001');
      await checkFighters(tx, input, checkWeightClass(weightClass, current), card, current.id);
      const values = boutValues(input);
      if (current.outcome) {
        const before = [current.redFighterId, current.blueFighterId].sort().join();
        if ([values.redFighterId, values.blueFighterId].sort().join() !== before) throw new AppError('HUBEVBT009');
        if (current.endRound !== null && values.scheduledRounds < current.endRound)
          throw AppError.field('scheduledRounds', 'HUBEVRS004');
      }
      await cards.update(tx, current.id, values);
      if (values.isMainEvent) await cards.clearMainEvent(tx, eventId, current.id);
    });
  }

  /** Takes a bout off the card (not one with a result) and closes the gap. */
  async remove(eventId: string, boutId: string, language: Language): Promise<AdminEvent> {
    return this.edit(eventId, language, async (tx, card) => {
      const bout = card.find((row) => row.id === boutId.toLowerCase());
      if (!bout) throw new AppError('HUBEVBT001');
      if (bout.outcome) throw new AppError('HUBEVBT007');
      await cards.remove(tx, bout.id);
      await cards.setPositions(
        tx,
        card.filter((row) => row.id !== bout.id).map((row) => row.id),
      );
    });
  }

  /** A new order, top first; it must name every bout of the card exactly once. */
  async reorder(eventId: string, boutIds: readonly string[], language: Language): Promise<AdminEvent> {
    const ordered = boutIds.map((id) => id.toLowerCase());
    return this.edit(eventId, language, async (tx, card) => {
      const onCard = new Set(card.map((bout) => bout.id));
      const complete =
        ordered.length === card.length &&
        new Set(ordered).size === ordered.length &&
        ordered.every((id) => onCard.has(id));
      if (!complete) throw AppError.field('boutIds', 'HUBEVBT006');
      await cards.setPositions(tx, ordered);
    });
  }

  /** Approved fighters to pick from: this event's accepted registrations first, then by name. */
  async pool(eventId: string, filter: PoolRequest, language: Language): Promise<FighterPoolItem[]> {
    const { db, masterData, views } = this.context;
    await views.find(db, eventId);
    const rows = await cards.pool(db, eventId, { ...filter, limit: POOL_SIZE });
    const weightClassOf = (row: (typeof rows)[number]) => row.registrationWeightClassId ?? row.fighterWeightClassId;
    const entries = await masterData.entries(rows.flatMap((row) => weightClassOf(row) ?? []));
    return rows.map((row) => ({
      fighter: toBoutFighter(row.fighter),
      weightClass: weightClassRef(weightClassOf(row), { entries, language }),
      registrationStatus: row.registrationStatus,
      onCard: row.onCard,
    }));
  }

  /** Runs a card edit on an open event, touches the event, and answers it as staff see it. */
  private async edit(
    eventId: string,
    language: Language,
    work: (tx: Db, card: BoutRow[]) => Promise<void>,
  ): Promise<AdminEvent> {
    const { db, views } = this.context;
    const event = await db.transaction(async (tx) => {
      const current = await views.find(tx, eventId, true);
      assertEditable(current.status);
      await work(tx, await cards.list(tx, current.id));
      return events.update(tx, current.id, {});
    });
    this.context.eventChanged(event.id);
    return views.admin(event, language);
  }
}
