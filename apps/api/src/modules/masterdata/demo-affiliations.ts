import type { Db } from '../../db/client';
import { seedKind } from './standard-entries';

/** Gyms and teams of the demo (no logos): one per fight town, so directory filters have something to show. */
export const DEMO_AFFILIATIONS = [
  { name: 'Himalayan Fight Academy', nameNe: 'हिमालयन फाइट एकेडेमी', city: 'Kathmandu' },
  { name: 'Boudha Combat Sports', nameNe: 'बौद्ध कम्ब्याट स्पोर्ट्स', city: 'Kathmandu' },
  { name: 'Everest Fight Club', nameNe: 'एभरेस्ट फाइट क्लब', city: 'Pokhara' },
  { name: 'Patan Warriors MMA', nameNe: 'पाटन वारियर्स एमएमए', city: 'Lalitpur' },
  { name: 'Dharan Gorkha Fight Team', nameNe: 'धरान गोर्खा फाइट टिम', city: 'Dharan' },
  { name: 'Chitwan Rhino Martial Arts', nameNe: 'चितवन राइनो मार्सल आर्ट्स', city: 'Chitwan' },
] as const;

/** Adds the demo gyms when there are no affiliations yet. */
export function seedDemoAffiliations(db: Db): Promise<number> {
  return seedKind(db, 'AFFILIATION', [...DEMO_AFFILIATIONS]);
}
