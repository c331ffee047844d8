import { asc, eq } from 'drizzle-orm';
import type { FighterReign, Language, TitleHistory, TitleReign, VacateTitleRequest } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { boutFighters } from '../events/bout-fighter';
import { type TitleBout, titleBoutsOf, titleClassesWonBy } from '../events/title-bouts';
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
    return {
      weightClass: weightClassRef(weightClass, language),
      champion,
      reigns: reigns
        .flatMap((reign): TitleReign[] => {
          const fighter = fighters.get(reign.fighterId);
          return fighter ? [{ fighter, ...reignView(reign, language) }] : [];
        })
        .reverse(),
    };
  }

  /**
   * A fighter's reigns in every class whose title they won, the latest first, for the profile. Profiles forget
   * them on `fighters.changed`, which results (the events module) and vacancies (here) publish.
   */
  async of(fighterId: string, language: Language): Promise<FighterReign[]> {
    const classIds = await titleClassesWonBy(this.db, fighterId);
    if (classIds.length === 0) return [];
    const classes = await this.masterData.entries(classIds);
    const perClass = await Promise.all(
      classIds.map(async (weightClassId) => {
        const entry = classes.get(weightClassId);
        if (!entry) return [];
        const reigns = (await this.reigns(weightClassId)).filter((reign) => reign.fighterId === fighterId);
        return reigns.map((reign) => ({ weightClass: weightClassRef(entry, language), ...reignView(reign, language) }));
      }),
    );
    return perClass.flat().sort((a, b) => b.won.date.localeCompare(a.won.date));
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
      ...bouts.map((bout) => ({ at: foughtBy(bout), bout })),
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

/**
 * When a bout was fought at the latest: its event's start, or the moment its result was entered when that came
 * first (staff who took the event live early). A vacancy staff record after the result then follows the reign it
 * ends, not an event start still ahead.
 */
function foughtBy(bout: TitleBout): Date {
  const recorded = bout.resultRecordedAt;
  return recorded && recorded < bout.startsAt ? recorded : bout.startsAt;
}

/** A reign as fans read it: the bouts by event and date, in the caller's language. */
function reignView(reign: Reign, language: Language): Omit<TitleReign, 'fighter'> {
  const ref = (bout: TitleBout) => ({
    eventSlug: bout.eventSlug,
    eventName: language === 'ne' && bout.eventNameNe ? bout.eventNameNe : bout.eventName,
    date: bout.startsAt.toISOString(),
  });
  return {
    won: ref(reign.won),
    defenses: reign.defenses.map(ref),
    ended: reign.ended,
    endedAt: reign.endedAt?.toISOString() ?? null,
  };
}
