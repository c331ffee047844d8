import type { FighterGender, Stance } from '@ringside/contract';
import { LATIN, mix, stripes, xml } from '../../lib/svg-art';

export interface PortraitSubject {
  firstName: string;
  lastName: string;
  gender: FighterGender;
  stance: Stance;
  weightKg: number;
  /** The fighter's colours: a strong one and a dark one. */
  colours: [string, string];
}

export const PORTRAIT_WIDTH = 800;
export const PORTRAIT_HEIGHT = 1000;

interface Hand {
  x: number;
  y: number;
  elbow: [number, number];
}

/** A small, stable number from a name: which way the background's slash leans, and such. */
function seedOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return hash;
}

/**
 * The fighter in guard, as flat shapes (head, shoulders, forearms, gloves) drawn in a 800 x 1000 frame. `width` of
 * 0.85 to 1.15 broadens the shoulders with the weight; a southpaw is drawn mirrored.
 */
function figure(subject: PortraitSubject, body: string, arms: string, gloves: string, rim: string): string {
  const width = 0.85 + Math.min(Math.max((subject.weightKg - 52) / 40, 0), 1) * 0.3;
  const lead = subject.stance === 'SWITCH' ? 0 : 1;
  const hair =
    subject.gender === 'FEMALE'
      ? // A tied-back bun and a ponytail falling behind the shoulder.
        `<circle cx="432" cy="338" r="52"/><path d="M455 360 C540 390 560 520 520 640 C505 600 490 520 462 450 Z"/>`
      : '';
  const shoulders = `<g transform="translate(400 0) scale(${width.toFixed(3)} 1) translate(-400 0)">
      <path d="M40 1000 C48 860 130 772 262 742 C318 729 342 700 348 650 L452 650 C458 700 482 729 538 742 C670 772 752 860 760 1000 Z"/>
    </g>`;
  const head = `<path d="M302 452 C302 362 346 330 400 330 C454 330 498 362 498 452 C498 528 466 590 400 606 C334 590 302 528 302 452 Z"/>
      <ellipse cx="302" cy="470" rx="16" ry="32"/><ellipse cx="498" cy="470" rx="16" ry="32"/>${hair}`;
  // Elbows tucked, gloves up by the jaw; the lead glove (the left of an orthodox fighter: the viewer's right)
  // held a little higher and further out. Switch: both level.
  const rear: Hand = { x: 282, y: 628, elbow: [236, 900] };
  const front: Hand = { x: 524, y: 628 - 44 * lead, elbow: [566, 890] };
  const forearm = (hand: Hand, grow: number) => {
    const [ex, ey] = hand.elbow;
    const [wx, wy] = [hand.x, hand.y + 50];
    // A tapered limb: wide at the elbow, narrower at the wrist, rounded at both ends.
    const [a, b] = [54 + grow, 40 + grow];
    const len = Math.hypot(wx - ex, wy - ey);
    const [nx, ny] = [-(wy - ey) / len, (wx - ex) / len];
    const p = (x: number, y: number, k: number) => `${(x + nx * k).toFixed(1)} ${(y + ny * k).toFixed(1)}`;
    return `<path d="M${p(ex, ey, a)} L${p(wx, wy, b)} A${b} ${b} 0 0 0 ${p(wx, wy, -b)} L${p(ex, ey, -a)} A${a} ${a} 0 0 0 ${p(ex, ey, a)} Z"/>`;
  };
  const glove = (at: Hand) =>
    `<rect x="${at.x - 56}" y="${at.y - 66}" width="112" height="132" rx="50"/>` +
    `<rect x="${at.x - 54}" y="${at.y + 34}" width="108" height="36" rx="12" fill-opacity="0.55"/>`;
  const shapes = (fill: string, stroke = 'none', strokeWidth = 0) =>
    `<g fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round">${shoulders}${head}</g>`;
  const mirror = subject.stance === 'SOUTHPAW' ? ' transform="translate(800 0) scale(-1 1)"' : '';
  return `<g${mirror}>
    <g transform="translate(-10 -8)">${shapes(rim)}</g>
    ${shapes(body)}
    <g fill="${rim}" fill-opacity="0.9">${forearm(rear, 6)}${forearm(front, 6)}</g>
    <g fill="${arms}">${forearm(rear, 0)}${forearm(front, 0)}</g>
    <g fill="${gloves}" stroke="${mix(gloves, '#000000', 0.45)}" stroke-width="6">${glove(rear)}${glove(front)}</g>
  </g>`;
}

/**
 * A stylised portrait for a demo fighter, not a photo: a duotone figure in guard over the fighter's colours, the
 * initials large behind it, a slash of light leaning the fighter's own way. 4:5 like the directory's cards, with
 * the head and gloves inside the middle square (the square crops keep them).
 */
export function portraitSvg(subject: PortraitSubject): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 800 1000">
  ${portraitArt(subject, 'portrait')}
</svg>`;
}

/** The portrait's shapes in its 800 x 1000 box, to nest in another picture; `id` prefixes its ids. */
export function portraitArt(subject: PortraitSubject, id: string): string {
  const [strong, dark] = subject.colours;
  const seed = seedOf(`${subject.firstName} ${subject.lastName}`);
  const light = mix(strong, '#ffffff', 0.55);
  const initials = [subject.firstName, subject.lastName].map((name) => xml(name.charAt(0).toUpperCase()));
  const lean = (seed % 2 ? 1 : -1) * (14 + (seed % 12));
  const spacing = 18 + (seed % 4) * 6;
  return `<defs>
    <linearGradient id="${id}-ground" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${strong}"/><stop offset="0.75" stop-color="${dark}"/><stop offset="1" stop-color="${mix(dark, '#000000', 0.5)}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.42" r="0.55">
      <stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#${id}-ground)"/>
  <g fill="#ffffff" fill-opacity="0.06">${stripes(800, 1000, spacing, Math.round(spacing / 3), lean)}</g>
  <g transform="rotate(${lean} 400 500)">
    <rect x="-300" y="380" width="1400" height="150" fill="${light}" fill-opacity="0.16"/>
    <rect x="-300" y="556" width="1400" height="22" fill="${light}" fill-opacity="0.28"/>
  </g>
  <rect width="800" height="1000" fill="url(#${id}-glow)"/>
  <g font-family="${LATIN}" font-weight="700" font-size="380" text-anchor="middle"
    fill="${light}" fill-opacity="0.12" stroke="${light}" stroke-opacity="0.6" stroke-width="5">
    <text x="165" y="560">${initials[0]}</text><text x="635" y="560">${initials[1]}</text>
  </g>
  ${figure(subject, mix(dark, '#000000', 0.55), mix(dark, '#000000', 0.3), strong === dark ? light : mix(strong, '#ffffff', 0.1), light)}
  <rect width="800" height="1000" fill="url(#${id}-shade)"/>
  <rect x="0" y="984" width="800" height="16" fill="${strong}"/>`;
}
