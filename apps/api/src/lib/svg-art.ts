/**
 * Helpers for the demo's generated artwork (event posters, fighter portraits): SVG text rendered by sharp
 * (librsvg, fonts through fontconfig). The families are the Noto fonts of a Debian machine (`fonts-noto-core`);
 * where one is missing fontconfig substitutes another, so the pictures still render, in another face.
 */

/** Latin headings and text. */
export const LATIN = "'Noto Sans Display', 'Noto Sans', 'DejaVu Sans', sans-serif";
/** Nepali: Devanagari glyphs, shaped by Pango/HarfBuzz. */
export const DEVANAGARI = "'Noto Sans Devanagari', 'Noto Serif Devanagari', 'Lohit Devanagari', sans-serif";

/** Text as it may stand in SVG markup. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `#rrggbb` moved towards `#rrggbb` `to` by `amount` (0 to 1). */
export function mix(colour: string, to: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [from, target] = [channels(colour), channels(to)];
  return `#${from
    .map((value, i) => Math.round(value + ((target[i] ?? value) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * A font size at which `text` fills about `width` pixels, at most `max`: an estimate from the average advance of
 * bold capitals (0.64 em in Noto Sans Display Bold), good enough to keep a heading inside its frame.
 */
export function fitSize(text: string, width: number, max: number, advance = 0.64): number {
  return Math.min(max, Math.floor(width / (Math.max(text.length, 1) * advance)));
}

/**
 * Parallel stripes over a `width` x `height` box, leaning `angle` degrees: one path (librsvg paints a `<pattern>`
 * tile by tile, many times slower).
 */
export function stripes(width: number, height: number, spacing: number, thickness: number, angle: number): string {
  const reach = Math.ceil(Math.hypot(width, height));
  const [cx, cy] = [width / 2, height / 2];
  const d: string[] = [];
  for (let x = cx - reach / 2; x < cx + reach / 2; x += spacing)
    d.push(`M${x.toFixed(1)} ${(cy - reach / 2).toFixed(0)}h${thickness}v${reach}h${-thickness}z`);
  return `<path transform="rotate(${angle} ${cx} ${cy})" d="${d.join('')}"/>`;
}
