import type { CSSProperties } from 'react';

/**
 * How a poster is framed (decision 49). Posters come in any shape: a 4:5 print, a 16:9 banner. A frame takes the
 * poster's own shape, so it shows whole with nothing around it; only shapes beyond 2:3 (taller) or 2:1 (wider)
 * are kept to those and shown whole over a blurred copy. A poster of unknown size (stored before sizes were kept)
 * gets the 16:9 frame and the blurred copy, as before.
 */
export interface PosterFrame {
  /** The frame's width / height. */
  ratio: number;
  /** Taller than wide (or about square): pages size it by its height; wide ones run full width. */
  shape: 'portrait' | 'landscape';
  /** The picture's own size (or 640 x 360 when unknown): its width and height attributes. */
  width: number;
  height: number;
  /** The size is known. */
  known: boolean;
  /** The picture fills the frame exactly: no blurred copy is needed around it. */
  fits: boolean;
}

const TALLEST = 2 / 3;
const WIDEST = 2;
/** Up to this width / height a poster counts as portrait (a square one too). */
const PORTRAIT_UP_TO = 1.1;
const UNKNOWN: PosterFrame = { ratio: 16 / 9, shape: 'landscape', width: 640, height: 360, known: false, fits: false };

const close = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** The frame of a poster of this size (`width`, `height` as the API gives them, null when unknown). */
export function posterFrame(width: number | null | undefined, height: number | null | undefined): PosterFrame {
  if (!width || !height) return UNKNOWN;
  const own = width / height;
  const ratio = Math.min(WIDEST, Math.max(TALLEST, own));
  const shape = own <= PORTRAIT_UP_TO ? 'portrait' : 'landscape';
  return { ratio, shape, width, height, known: true, fits: close(own, ratio) };
}

/** A frame shared by posters side by side. */
export type SharedFrame = Pick<PosterFrame, 'ratio' | 'shape'>;

/**
 * One frame for posters side by side (a grid row, a home row), so their tops and texts line up: the shape most of
 * them have (unknown ones count as 16:9; a tie goes to landscape), at the middle ratio of those. Posters of
 * another shape show whole in it over their blurred copy.
 */
export function sharedFrame(frames: readonly PosterFrame[]): SharedFrame {
  const portraits = frames.filter((frame) => frame.shape === 'portrait');
  const shape = portraits.length * 2 > frames.length ? 'portrait' : 'landscape';
  const ratios = frames
    .filter((frame) => frame.shape === shape)
    .map((frame) => frame.ratio)
    .sort((a, b) => a - b);
  return { shape, ratio: ratios[Math.floor((ratios.length - 1) / 2)] ?? UNKNOWN.ratio };
}

/** Whether the poster fills its frame, and the shared one when given: else a blurred copy fills around it. */
export const fillsFrames = (frame: PosterFrame, shared?: SharedFrame) =>
  frame.fits && (!shared || close(frame.width / frame.height, shared.ratio));

/** The ratios as CSS custom properties: `--poster-ratio` (the poster's own frame), `--poster-shared-ratio`. */
export function frameStyle(frame: PosterFrame, shared?: SharedFrame): CSSProperties {
  const style: Record<string, number> = { '--poster-ratio': round(frame.ratio) };
  if (shared) style['--poster-shared-ratio'] = round(shared.ratio);
  return style as CSSProperties;
}

const round = (ratio: number) => Math.round(ratio * 10_000) / 10_000;
