export const INCH_TO_CM = 2.54;
export const INCHES_PER_FOOT = 12;

/**
 * 180 -> `5' 11"`. Rounds the total inches (not the inch remainder) so that
 * 71.9 in carries into the feet instead of printing `5' 12"`.
 * Missing or non-positive heights render as '-'.
 */
export function heightInFeetAndInches(cm: number | null | undefined): string {
  if (cm == null || !Number.isFinite(cm) || cm <= 0) return '-';
  const totalInches = Math.round(cm / INCH_TO_CM);
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  const inches = totalInches % INCHES_PER_FOOT;
  return `${feet}' ${inches}"`;
}

/**
 * 5 ft 11 in -> 180.3. Rounded to one decimal, which is finer than any
 * tape measure yet keeps stored values stable.
 * Returns null for non-finite or negative parts, or a total of zero, so a
 * half-filled form never stores a bogus height.
 */
export function cmFromFeetAndInches(feet: number, inches = 0): number | null {
  if (!Number.isFinite(feet) || !Number.isFinite(inches) || feet < 0 || inches < 0) return null;
  const totalInches = feet * INCHES_PER_FOOT + inches;
  if (totalInches <= 0) return null;
  // EPSILON nudges x.x5 values that binary floats store as x.x4999… upwards.
  return Math.round((totalInches * INCH_TO_CM + Number.EPSILON) * 10) / 10;
}
