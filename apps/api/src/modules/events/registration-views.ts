import type { EventRegistration, Language, MasterData } from '@ringside/contract';
import type { Db } from '../../db/client';
import { labelOf } from '../masterdata/master-data.mapper';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { boutFighters } from './bout-fighter';
import { eventSummaries } from './event-summaries';
import type { RegistrationRow } from './registrations.repository';

const weightClassRef = (entry: MasterData | undefined, language: Language) =>
  entry ? { id: entry.id, name: labelOf(entry, language), lowerKg: entry.lowerKg, upperKg: entry.upperKg } : null;

/** Registrations as fighters and staff read them: the event, the fighter and the class resolved per page. */
export class RegistrationViews {
  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
  ) {}

  async many(rows: readonly RegistrationRow[], language: Language): Promise<EventRegistration[]> {
    const [summaries, fighters, classes] = await Promise.all([
      eventSummaries(
        this.db,
        rows.map((row) => row.eventId),
      ),
      boutFighters(
        this.db,
        rows.map((row) => row.fighterId),
      ),
      this.masterData.entries(rows.map((row) => row.weightClassId)),
    ]);
    // A registration needs a public fighter, so both are always found; the cascade removes it with either.
    return rows.flatMap((row) => {
      const event = summaries.get(row.eventId);
      const fighter = fighters.get(row.fighterId);
      if (!event || !fighter) return [];
      return [
        {
          id: row.id,
          eventId: row.eventId,
          event,
          fighter,
          weightClass: weightClassRef(classes.get(row.weightClassId), language),
          status: row.status,
          note: row.note,
          reason: row.status === 'REJECTED' ? row.reason : null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
        },
      ];
    });
  }
}
