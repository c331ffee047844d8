/** WCAG contrast arithmetic for the few colours the app picks at run time (the brand colour comes from settings). */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let digits = hex.trim().replace(/^#/, '');
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  if (!/^[0-9a-f]{6}$/i.test(digits)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(parseHex(foreground)), luminance(parseHex(background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour itself when it reads as text on `background` (4.5:1, WCAG AA for body text), otherwise the same hue
 * darkened step by step until it does: a brand red stays a red.
 */
export function readableOn(color: string, background: string, minimum = 4.5): string {
  const rgb = parseHex(color);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = toHex(rgb.map((channel) => channel * (1 - step * 0.05)) as Rgb);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
