import { DEVANAGARI, LATIN, fitSize, mix, stripes, xml } from '../../lib/svg-art';
import { type PortraitSubject, portraitArt } from '../fighters/demo-portraits';

export interface PosterCorner extends PortraitSubject {
  /** The corner's colour: red or blue. */
  corner: string;
}

export interface PosterInput {
  /** "SFC 3: Kathmandu Showdown": the part before the colon is the number, the rest the title. */
  name: string;
  tagline: string;
  startsAt: Date;
  venue: { name: string; city: string };
  /** A line in Nepali (Devanagari): the event's name and venue. */
  nepali: string;
  colours: [string, string];
  main: { red: PosterCorner; blue: PosterCorner; weightClass: string; rounds: number; title: boolean };
  /** The other bouts, as "Magar vs Tamang". */
  undercard: string[];
  brand: string;
}

export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1500;
const NEPAL = 'Asia/Kathmandu';

/** The title in two lines of about the same length ("Kathmandu" / "Showdown", "Rise of the" / "Himalayas"). */
function twoLines(title: string): string[] {
  const words = title.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words;
  let best = [words.join(' ')];
  let longest = Infinity;
  for (let at = 1; at < words.length; at += 1) {
    const lines = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    const length = Math.max(...lines.map((line) => line.length));
    if (length < longest) [best, longest] = [lines, length];
  }
  return best;
}

/** "SATURDAY 14 MARCH 2026" and "6:00 PM NEPAL TIME", as the clock in Kathmandu reads. */
export function posterDate(startsAt: Date): [day: string, time: string] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: NEPAL,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
      .formatToParts(startsAt)
      .map((part) => [part.type, part.value]),
  );
  const time = new Intl.DateTimeFormat('en-US', { timeZone: NEPAL, hour: 'numeric', minute: '2-digit' }).format(
    startsAt,
  );
  return [
    `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`.toUpperCase(),
    `${time} NEPAL TIME`.toUpperCase(),
  ];
}

const lastName = (corner: PosterCorner) => corner.lastName.toUpperCase();

/**
 * A fight poster for a demo event, 4:5 like the event pages' poster frame: the promotion's name, the event's
 * title large, the main event's fighters face to face (their demo portraits, red corner left), the bout, the
 * tagline, the rest of the card, and a band with the date and time in Nepal, the venue and a line in Nepali.
 */
export function posterSvg(input: PosterInput): string {
  const [top, bottom] = input.colours;
  const accent = mix(top, '#ffffff', 0.45);
  const [number = '', ...rest] = input.name.split(':');
  const title = twoLines(rest.join(':').trim() || input.name);
  const titleSizes = title.map((line) => fitSize(line, 1080, 156));
  const { red, blue } = input.main;
  const [day, time] = posterDate(input.startsAt);
  const bout = [
    input.main.title ? `${input.main.weightClass} title` : input.main.weightClass,
    `${input.main.rounds} rounds`,
    'main event',
  ]
    .join('  ·  ')
    .toUpperCase();
  const undercard = input.undercard.length
    ? `ALSO: ${input.undercard.join('  ·  ').toUpperCase()}`
    : 'MORE BOUTS TO BE ANNOUNCED';
  const nameSize = (name: string) => fitSize(name, 500, 92);
  // The face-off: each portrait in a panel cut on a slant, meeting at the middle.
  const panel = { y: 440, height: 580 };
  const panelBottom = panel.y + panel.height;
  // The portraits from just above the head down to the gloves, at the panel's shape.
  const crop = `0 170 800 ${Math.round((800 * panel.height) / 610)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 1200 1500">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${bottom}"/><stop offset="1" stop-color="#050505"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="left"><polygon points="40,${panel.y} 650,${panel.y} 550,${panelBottom} 40,${panelBottom}"/></clipPath>
    <clipPath id="right"><polygon points="650,${panel.y} 1160,${panel.y} 1160,${panelBottom} 550,${panelBottom}"/></clipPath>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.85"/>
    </linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0a0a0a"/><stop offset="1" stop-color="${mix(bottom, '#000000', 0.4)}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="1500" fill="url(#ground)"/>
  <g fill="#ffffff" fill-opacity="0.05">${stripes(1200, 1500, 12, 3, -24)}</g>
  <rect width="1200" height="1500" fill="url(#spot)"/>
  <polygon points="420,300 780,300 1035,555 1035,915 780,1170 420,1170 165,915 165,555"
    fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="18"/>

  <g font-family="${LATIN}" fill="#ffffff">
    <text x="60" y="92" font-size="30" font-weight="700" letter-spacing="7" fill-opacity="0.85">${xml(input.brand.toUpperCase())}</text>
    <rect x="${1140 - number.trim().length * 30 - 36}" y="50" width="${number.trim().length * 30 + 36}" height="60" fill="${accent}"/>
    <text x="1122" y="95" text-anchor="end" font-size="44" font-weight="700" fill="#0a0a0a">${xml(number.trim().toUpperCase())}</text>
    ${title
      .map(
        (line, i) =>
          `<text x="600" y="${i === 0 ? 232 : 240 + (titleSizes[1] ?? 0)}" text-anchor="middle" font-size="${titleSizes[i]}" font-weight="700" letter-spacing="2">${xml(line)}</text>`,
      )
      .join('\n    ')}
  </g>

  <g clip-path="url(#left)">
    <svg x="40" y="${panel.y}" width="610" height="${panel.height}" viewBox="${crop}">${portraitArt(red, 'red')}</svg>
  </g>
  <g clip-path="url(#right)">
    <svg x="550" y="${panel.y}" width="610" height="${panel.height}" viewBox="${crop}">${portraitArt(blue, 'blue')}</svg>
  </g>
  <rect x="40" y="${panelBottom - 220}" width="1120" height="220" fill="url(#fade)"/>
  <line x1="650" y1="${panel.y - 10}" x2="550" y2="${panelBottom + 10}" stroke="#ffffff" stroke-width="10"/>
  <circle cx="600" cy="${panel.y + panel.height / 2}" r="74" fill="#0a0a0a" stroke="#ffffff" stroke-width="6"/>
  <text x="600" y="${panel.y + panel.height / 2 + 24}" text-anchor="middle" font-family="${LATIN}" font-size="68" font-weight="700" font-style="italic" fill="#ffffff">VS</text>

  <g font-family="${LATIN}" font-weight="700" fill="#ffffff" text-anchor="middle">
    <text x="320" y="${panelBottom - 36}" font-size="${nameSize(lastName(red))}">${xml(lastName(red))}</text>
    <text x="880" y="${panelBottom - 36}" font-size="${nameSize(lastName(blue))}">${xml(lastName(blue))}</text>
    <rect x="220" y="${panelBottom - 18}" width="200" height="10" fill="${red.corner}"/>
    <rect x="780" y="${panelBottom - 18}" width="200" height="10" fill="${blue.corner}"/>
    <text x="600" y="${panelBottom + 66}" font-size="${fitSize(bout, 1080, 34, 0.66)}" letter-spacing="4" fill="${accent}">${xml(bout)}</text>
    <text x="600" y="${panelBottom + 126}" font-size="${fitSize(input.tagline, 1080, 40, 0.5)}" font-weight="400" font-style="italic">${xml(input.tagline)}</text>
    <text x="600" y="${panelBottom + 178}" font-size="${fitSize(undercard, 1080, 28, 0.66)}" letter-spacing="2" fill-opacity="0.75">${xml(undercard)}</text>
  </g>

  <rect x="0" y="1250" width="1200" height="250" fill="url(#band)"/>
  <rect x="0" y="1250" width="1200" height="8" fill="${accent}"/>
  <g font-family="${LATIN}" fill="#ffffff" text-anchor="middle">
    <text x="600" y="1322" font-size="${fitSize(day, 1100, 52, 0.66)}" font-weight="700" letter-spacing="3">${xml(day)}</text>
    <text x="600" y="1376" font-size="32" font-weight="700" letter-spacing="3" fill="${accent}">${xml(
      `${time}  ·  ${input.venue.name}, ${input.venue.city}`.toUpperCase(),
    )}</text>
  </g>
  <text x="600" y="1446" text-anchor="middle" font-family="${DEVANAGARI}" font-size="40" font-weight="700" fill="#ffffff" fill-opacity="0.9">${xml(input.nepali)}</text>
</svg>`;
}
