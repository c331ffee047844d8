import { asc, eq } from 'drizzle-orm';
import type { Language, TitleHistory, TitleReign, VacateTitleRequest } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { boutFighters } from '../events/bout-fighter';
import { type TitleBout, titleBoutsOf } from '../events/title-bouts';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { titleVacancies } from './rankings.table';
import { weightClassOf, weightClassRef } from './weight-classes';

type Vacancy = typeof titleVacancies.$inferSelect;

/** A reign while it is made: fighter ids, not yet the fighters. */
interface Reign {
  fighterId: string;
  won: TitleBout;
  defenses: TitleBout[];
  ended: 'LOST' | 'VACATED' | null;
  endedAt: Date | null;
}

/**
 * The history of each weight class's title (decision 69), made from the results of its title bouts and the
 * vacancies staff record: a title bout's winner who did not hold the title begins a reign (the holder's ends, LOST if
 * they were in the bout, else VACATED); the holder winning one defends it; a draw or no contest leaves it as it was.
 */
export class TitleHistories {
  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
    private readonly bus: EventBus,
  ) {}

  async history(weightClassId: string, language: Language): Promise<TitleHistory> {
    const weightClass = await weightClassOf(this.masterData, weightClassId);
    const reigns = await this.reigns(weightClass.id);
    const fighters = await boutFighters(
      this.db,
      reigns.map((reign) => reign.fighterId),
    );
    const current = reigns.at(-1);
    const champion = current && current.ended === null ? (fighters.get(current.fighterId) ?? null) : null;
    const ref = (bout: TitleBout) => ({
      eventSlug: bout.eventSlug,
      eventName: language === 'ne' && bout.eventNameNe ? bout.eventNameNe : bout.eventName,
      date: bout.startsAt.toISOString(),
    });
    return {
      weightClass: weightClassRef(weightClass, language),
      champion,
      reigns: reigns
        .flatMap((reign): TitleReign[] => {
          const fighter = fighters.get(reign.fighterId);
          if (!fighter) return [];
          return [
            {
              fighter,
              won: ref(reign.won),
              defenses: reign.defenses.map(ref),
              ended: reign.ended,
              endedAt: reign.endedAt?.toISOString() ?? null,
            },
          ];
        })
        .reverse(),
    };
  }

  /** Staff end the current champion's reign without a bout. */
  async vacate(weightClassId: string, request: VacateTitleRequest, staffId: string | null): Promise<void> {
    const weightClass = await weightClassOf(this.masterData, weightClassId);
    const current = (await this.reigns(weightClass.id)).at(-1);
    if (!current || current.ended !== null) throw new AppError('HUBTTVC001');
    await this.db.insert(titleVacancies).values({
      weightClassId: weightClass.id,
      fighterId: current.fighterId,
      reason: request.reason ?? null,
      vacatedById: staffId,
    });
    // The champion's profile shows the reign.
    this.bus.publish({ type: 'fighters.changed' });
  }

  /** The reigns in the order they began, from the bouts and vacancies in time order. */
  private async reigns(weightClassId: string): Promise<Reign[]> {
    const [bouts, vacancies] = await Promise.all([
      titleBoutsOf(this.db, weightClassId),
      this.db
        .select()
        .from(titleVacancies)
        .where(eq(titleVacancies.weightClassId, weightClassId))
        .orderBy(asc(titleVacancies.vacatedAt)),
    ]);
    const happenings: ({ at: Date } & ({ bout: TitleBout } | { vacancy: Vacancy }))[] = [
      ...bouts.map((bout) => ({ at: bout.startsAt, bout })),
      ...vacancies.map((vacancy) => ({ at: vacancy.vacatedAt, vacancy })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const reigns: Reign[] = [];
    for (const happening of happenings) {
      const current = reigns.at(-1);
      const holder = current && current.ended === null ? current : undefined;
      if ('vacancy' in happening) {
        if (holder && holder.fighterId === happening.vacancy.fighterId) {
          holder.ended = 'VACATED';
          holder.endedAt = happening.at;
        }
        continue;
      }
      const { bout } = happening;
      if (bout.outcome !== 'WIN' || !bout.winnerId) continue;
      if (holder?.fighterId === bout.winnerId) {
        holder.defenses.push(bout);
        continue;
      }
      if (holder) {
        const inBout = holder.fighterId === bout.redFighterId || holder.fighterId === bout.blueFighterId;
        holder.ended = inBout ? 'LOST' : 'VACATED';
        holder.endedAt = bout.startsAt;
      }
      reigns.push({ fighterId: bout.winnerId, won: bout, defenses: [], ended: null, endedAt: null });
    }
    return reigns;
  }
}
