import { INCH_TO_CM } from '@ringside/contract/display/height';

const POUNDS_PER_KG = 2.20462;

/** 180 -> 71 (whole inches, as reach is quoted). */
export const inchesFromCm = (cm: number) => Math.round(cm / INCH_TO_CM);

/** 70.3 -> 155. */
export const poundsFromKg = (kg: number) => Math.round(kg * POUNDS_PER_KG);

/** Rounded to one decimal: 70.04 -> 70, 70.46 -> 70.5 (a number, so Nepali strings write it in Devanagari). */
export const tenths = (value: number) => Math.round(value * 10) / 10;

/** Whole numbers without decimals, halves with one: 70 -> '70', 70.5 -> '70.5'. */
export const trimNumber = (value: number) => String(tenths(value));
