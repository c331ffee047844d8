// The demo videos' graphics, as SVG for sharp: a stage over the moving background, a title card, the fighters'
// face-off (their demo portraits, the same art as their profile photos and the event posters) and an end card.
// 1280 x 720, transparent where the background should show. Loaded through tsx (it reads the API's TypeScript).
import { DEVANAGARI, LATIN, fitSize, mix, stripes, xml } from '../../apps/api/src/lib/svg-art.ts';
import { portraitArt } from '../../apps/api/src/modules/fighters/demo-portraits.ts';

export const WIDTH = 1280;
export const HEIGHT = 720;
const CORNERS = { red: '#dc2626', blue: '#2563eb' };
const BRAND_RED = '#dc2626';

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

/** Over the moving gradient, the whole clip: stripes, a cage outline and a vignette. */
export function stageSvg() {
  return svg(`<defs>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.8"/>
    </radialGradient>
  </defs>
  <g fill="#ffffff" fill-opacity="0.05">${stripes(WIDTH, HEIGHT, 14, 4, -24)}</g>
  <polygon points="470,40 810,40 1050,200 1050,520 810,680 470,680 230,520 230,200" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="14"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`);
}

/** The promotion's mark in the corner, over everything, as a broadcast shows it. */
export function bugSvg(brand) {
  return svg(`<g font-family="${LATIN}" font-weight="700">
    <rect x="48" y="40" width="92" height="40" fill="${BRAND_RED}"/>
    <text x="94" y="70" text-anchor="middle" font-size="26" fill="#ffffff">${xml(brand.shortName)}</text>
    <text x="154" y="68" font-size="18" letter-spacing="4" fill="#ffffff" fill-opacity="0.8">${xml(brand.name.toUpperCase())}</text>
  </g>`);
}

/** The opening card: what the clip is (kicker), its headline in two lines, a line in Nepali and one of detail. */
export function titleSvg(clip) {
  const sizes = clip.headline.map((line) => fitSize(line, 1000, 104));
  // Baselines: the first line's capitals (about 0.72 em tall) start below the kicker.
  const first = Math.round(262 + (sizes[0] ?? 0) * 0.72);
  const second = Math.round(first + (sizes[1] ?? 0) * 1.02);
  const below = clip.headline.length > 1 ? second : first;
  return svg(`<defs>
    <linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0.65"/><stop offset="0.8" stop-color="#000000" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#scrim)"/>
  <rect x="96" y="200" width="12" height="${below - 200 + 150}" fill="${clip.accent}"/>
  <g font-family="${LATIN}" font-weight="700" fill="#ffffff">
    <text x="136" y="228" font-size="26" letter-spacing="5" fill="${clip.accent}">${xml(clip.kicker.toUpperCase())}</text>
    ${clip.headline
      .map(
        (line, i) =>
          `<text x="132" y="${i === 0 ? first : second}" font-size="${sizes[i]}">${xml(line.toUpperCase())}</text>`,
      )
      .join('')}
  </g>
  <text x="136" y="${below + 72}" font-family="${DEVANAGARI}" font-weight="700" font-size="44" fill="#ffffff">${xml(clip.nepali)}</text>
  <text x="136" y="${below + 124}" font-family="${LATIN}" font-size="28" fill="#ffffff" fill-opacity="0.8">${xml(clip.detail)}</text>`);
}

/** One corner of the face-off: the fighter's portrait in a panel cut on a slant, to slide in from its side. */
export function cornerSvg(fighter, side) {
  const left = side === 'red';
  const points = left ? '0,0 700,0 580,720 0,720' : '700,0 1280,0 1280,720 580,720';
  const x = left ? 0 : 580;
  return svg(`<defs><clipPath id="panel"><polygon points="${points}"/></clipPath></defs>
  <g clip-path="url(#panel)">
    <svg x="${x}" y="0" width="700" height="720" viewBox="0 150 800 823">${portraitArt(fighter, side)}</svg>
  </g>`);
}

/** Over the two corners: the bout, the names with their corner colours, and VS on the seam. */
export function faceOffSvg(clip, red, blue) {
  const name = (fighter) => `${fighter.firstName} ${fighter.lastName}`.toUpperCase();
  const nameSize = (fighter) => fitSize(name(fighter), 520, 56);
  const bout = clip.bout.toUpperCase();
  const boutWidth = Math.round(bout.length * 24 * 0.7 + 64);
  return svg(`<defs>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.9"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#floor)"/>
  <line x1="700" y1="-10" x2="580" y2="730" stroke="#ffffff" stroke-width="8"/>
  <rect x="${640 - boutWidth / 2}" y="100" width="${boutWidth}" height="48" rx="24" fill="#0a0a0a" fill-opacity="0.85"/>
  <g font-family="${LATIN}" font-weight="700" fill="#ffffff" text-anchor="middle">
    <text x="640" y="132" font-size="24" letter-spacing="3" fill="${clip.accent}">${xml(bout)}</text>
    <circle cx="640" cy="360" r="62" fill="#0a0a0a" stroke="#ffffff" stroke-width="5"/>
    <text x="640" y="381" font-size="58" font-style="italic">VS</text>
    <text x="300" y="640" font-size="${nameSize(red)}">${xml(name(red))}</text>
    <text x="980" y="640" font-size="${nameSize(blue)}">${xml(name(blue))}</text>
    <text x="300" y="682" font-size="22" letter-spacing="4" fill-opacity="0.75">RED CORNER</text>
    <text x="980" y="682" font-size="22" letter-spacing="4" fill-opacity="0.75">BLUE CORNER</text>
  </g>
  <rect x="200" y="654" width="200" height="6" fill="${CORNERS.red}"/>
  <rect x="880" y="654" width="200" height="6" fill="${CORNERS.blue}"/>`);
}

/** A clip without a bout (behind the scenes): three beats of the story, one at a time. */
export function beatSvg(clip, index) {
  const [heading, line] = clip.beats[index];
  return svg(`<g font-family="${LATIN}" font-weight="700" fill="#ffffff">
    <text x="640" y="300" text-anchor="middle" font-size="34" letter-spacing="8" fill="${clip.accent}">${String(index + 1).padStart(2, '0')} / ${String(clip.beats.length).padStart(2, '0')}</text>
    <text x="640" y="400" text-anchor="middle" font-size="${fitSize(heading, 1100, 110)}">${xml(heading.toUpperCase())}</text>
    <text x="640" y="466" text-anchor="middle" font-size="32" font-weight="400" fill-opacity="0.85">${xml(line)}</text>
  </g>`);
}

/** The closing card: the outcome (or what is coming), where it happened, and where to watch more. */
export function endSvg(clip, brand) {
  const result = clip.result.toUpperCase();
  return svg(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#050505" fill-opacity="0.55"/>
  <g font-family="${LATIN}" font-weight="700" fill="#ffffff" text-anchor="middle">
    <text x="640" y="300" font-size="${fitSize(result, 1120, 96)}">${xml(result)}</text>
    <rect x="560" y="330" width="160" height="8" fill="${clip.accent}"/>
    <text x="640" y="396" font-size="${fitSize(clip.where, 1100, 32, 0.62)}" letter-spacing="3" fill="${clip.accent}">${xml(clip.where.toUpperCase())}</text>
    <text x="640" y="560" font-size="26" letter-spacing="4" fill-opacity="0.85">EVERY FIGHT, LIVE AND ON DEMAND</text>
    <rect x="${640 - 170}" y="586" width="340" height="56" fill="${mix(clip.accent, '#ffffff', 0.1)}"/>
    <text x="640" y="624" font-size="30" letter-spacing="2" fill="#0a0a0a">${xml(`${brand.shortName} FIGHT PASS`)}</text>
  </g>`);
}

/** A soft band of light that sweeps across a card. */
export function sweepSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="${HEIGHT}">
  <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient></defs>
  <polygon points="160,0 420,0 260,${HEIGHT} 0,${HEIGHT}" fill="url(#light)"/>
</svg>`;
}
