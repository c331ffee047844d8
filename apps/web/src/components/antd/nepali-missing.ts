/** Whether a value holds text: blank is missing, as the API reads it (decision 50). */
export const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

/** A Nepali value is missing where the English one is written and the Nepali one is blank. */
export const nepaliMissing = (english: unknown, nepali: unknown): boolean => hasText(english) && !hasText(nepali);

/** Of an item's fields as [label, English, Nepali], the labels of those whose Nepali value is missing. */
export function missingNepali(
  fields: ReadonlyArray<readonly [label: string, english: unknown, nepali: unknown]>,
): string[] {
  return fields.filter(([, english, nepali]) => nepaliMissing(english, nepali)).map(([label]) => label);
}
