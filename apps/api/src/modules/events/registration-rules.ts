import type { EventRegistrationStatus, FighterGender } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { sameDivision } from './divisions';
import { registrationIsOpen } from './event-windows';

type WindowFields = Parameters<typeof registrationIsOpen>[0];

/** The event takes this registration now: it exists for fighters, its window is open, the class is open. */
export function assertMayRegister(event: WindowFields | undefined, weightClassId: string, now: Date): void {
  // A draft is staff's business: to a fighter it does not exist yet.
  if (!event || event.status === 'DRAFT') throw new AppError('HUBEVNF001');
  if (!registrationIsOpen(event, now)) throw new AppError('HUBERWN001');
  if (!event.openWeightClassIds.includes(weightClassId)) throw AppError.field('weightClassId', 'HUBERWC001');
}

/** A fighter registers in a weight class of their own division (men's or women's). */
export function assertOwnDivision(
  weightClassGender: FighterGender | null | undefined,
  fighterGender: FighterGender | null,
) {
  if (!sameDivision(weightClassGender, fighterGender)) throw AppError.field('weightClassId', 'HUBERWC002');
}

/** A fighter may send a registration once per event, and again only after a rejection. */
export function assertMaySend(current: { status: EventRegistrationStatus } | undefined): void {
  if (current && current.status !== 'REJECTED') throw new AppError('HUBERDP001');
}

/** Staff decide either way, and change their mind (an accepted fighter withdrawn, a rejection reversed). */
export function assertNewDecision(current: EventRegistrationStatus, decision: EventRegistrationStatus): void {
  if (current === decision) throw new AppError('HUBERST001');
}
