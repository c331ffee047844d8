import type { FighterGender, FighterSelectables, Language, Stance } from '@ringside/contract';
import { nationalities } from '@ringside/contract/reference/countries';
import { labelOf } from './master-data.mapper';
import { inNepaliOrder, nepaliRegionName } from '../../lib/nepali-region-names';
import type { MasterDataReads } from './master-data.service';

const GENDER_LABELS: Record<FighterGender, Record<Language, string>> = {
  MALE: { en: 'Male', ne: 'पुरुष' },
  FEMALE: { en: 'Female', ne: 'महिला' },
};

const STANCE_LABELS: Record<Stance, Record<Language, string>> = {
  ORTHODOX: { en: 'Orthodox', ne: 'अर्थोडक्स' },
  SOUTHPAW: { en: 'Southpaw', ne: 'साउथपा' },
  SWITCH: { en: 'Switch', ne: 'स्विच' },
};

const options = <K extends string>(labels: Record<K, Record<Language, string>>, language: Language) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value][language] }));

const nationalityOptions = new Map<Language, FighterSelectables['nationalities']>();

/**
 * English: demonyms by country name. Nepali: the country's Nepali name (Node's own region names, which name every
 * country; this list is data the server sends, so no browser has to know them), in Nepali order. Nepal first in
 * both: most fighters are Nepali. Worked out once per process and language.
 */
function nationalityList(language: Language): FighterSelectables['nationalities'] {
  let list = nationalityOptions.get(language);
  if (!list) {
    const all = nationalities().map((n) => ({ value: n.code, label: n.title, country: n.countryName }));
    const isNepal = (n: { value: string }) => n.value === 'NP';
    list =
      language === 'ne'
        ? inNepaliOrder(
            all.map((n) => {
              const name = nepaliRegionName(n.value);
              return name ? { ...n, label: name, country: name } : n;
            }),
            (n) => n.label,
            isNepal,
          )
        : [...all.filter(isNepal), ...all.filter((n) => !isNepal(n))];
    nationalityOptions.set(language, list);
  }
  return list;
}

/** Every option list of the fighter form in one answer, labels in the caller's language. */
export async function fighterSelectables(reads: MasterDataReads, language: Language): Promise<FighterSelectables> {
  const [weightClasses, affiliations, titles] = await Promise.all([
    reads.active('WEIGHT_CLASS'),
    reads.active('AFFILIATION'),
    reads.active('TITLE'),
  ]);
  // Limits, gender and codes are set on every write of their kind; the guards only satisfy the types.
  return {
    weightClasses: weightClasses.flatMap(({ id, gender, lowerKg, upperKg, ...entry }) =>
      gender && lowerKg !== null && upperKg !== null
        ? [{ id, label: labelOf(entry, language), gender, lowerKg, upperKg }]
        : [],
    ),
    affiliations: affiliations.map((entry) => ({ id: entry.id, label: labelOf(entry, language), city: entry.city })),
    titles: titles.flatMap((entry) => (entry.code ? [{ value: entry.code, label: labelOf(entry, language) }] : [])),
    nationalities: nationalityList(language),
    genders: options(GENDER_LABELS, language),
    stances: options(STANCE_LABELS, language),
  };
}
