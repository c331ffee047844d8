import type { FighterGender } from '@ringside/contract';

/**
 * Men's and women's divisions never meet: two genders are compatible when they are equal or one is not known
 * (a fighter who did not say, an open weight class).
 */
export function sameDivision(a: FighterGender | null | undefined, b: FighterGender | null | undefined): boolean {
  return !a || !b || a === b;
}
