/** The data saver: off, or the largest picture it lets the player fetch. Remembered on this device. */
export const DATA_SAVER_CHOICES = ['off', '360', '240'] as const;
export type DataSaver = (typeof DATA_SAVER_CHOICES)[number];

/** The viewer's pick in the quality menu: automatic (adaptive), or one picture height. */
export type Quality = 'auto' | number;

/** What the player knows of a rendition: its picture height. Index = the hls.js level index. */
export interface LevelInfo {
  height: number;
}

export function parseDataSaver(raw: string | null | undefined): DataSaver {
  return (DATA_SAVER_CHOICES as readonly string[]).includes(raw ?? '') ? (raw as DataSaver) : 'off';
}

const capOf = (saver: DataSaver) => (saver === 'off' ? Number.POSITIVE_INFINITY : Number(saver));

/** The index of the smallest rendition (the first of them when several share its height). */
function lowestLevel(levels: readonly LevelInfo[]): number {
  let lowest = 0;
  levels.forEach((level, index) => {
    if (level.height < (levels[lowest]?.height ?? Number.POSITIVE_INFINITY)) lowest = index;
  });
  return lowest;
}

/**
 * The highest rendition the data saver allows (the smallest one when none is small enough, so that something
 * always plays); -1 when the data saver is off.
 */
export function cappedLevel(levels: readonly LevelInfo[], saver: DataSaver): number {
  if (saver === 'off' || levels.length === 0) return -1;
  const cap = capOf(saver);
  let best = -1;
  levels.forEach((level, index) => {
    if (level.height <= cap && (best === -1 || level.height >= (levels[best]?.height ?? 0))) best = index;
  });
  return best === -1 ? lowestLevel(levels) : best;
}

/** The quality menu: each picture height once, lowest first, and whether the data saver allows it. */
export function qualityOptions(levels: readonly LevelInfo[], saver: DataSaver): { height: number; allowed: boolean }[] {
  const cap = capOf(saver);
  const heights = [...new Set(levels.map((level) => level.height).filter((height) => height > 0))].sort(
    (a, b) => a - b,
  );
  const smallest = heights[0];
  // When no rendition fits under the cap, the smallest still plays (see cappedLevel).
  return heights.map((height) => ({ height, allowed: height <= cap || height === smallest }));
}

/** What to tell hls.js for a choice in the menu and the data saver. */
export interface LevelPlan {
  /** `capLevelToPlayerSize`: no larger picture than the player shows; off while the data saver caps instead. */
  capToPlayerSize: boolean;
  /** `autoLevelCapping`: the highest level automatic switching may pick, -1 for no cap. */
  autoLevelCapping: number;
  /** `nextLevel`: a fixed level, or -1 for automatic. */
  level: number;
}

export function levelPlan(levels: readonly LevelInfo[], quality: Quality, saver: DataSaver): LevelPlan {
  const capped = cappedLevel(levels, saver);
  const plan: LevelPlan = { capToPlayerSize: saver === 'off', autoLevelCapping: capped, level: -1 };
  if (quality === 'auto') return plan;
  const cap = capOf(saver);
  // The last level of that height: hls.js orders levels by bitrate, so the best encoding of it.
  let level = -1;
  levels.forEach((info, index) => {
    if (info.height === quality) level = index;
  });
  if (level === -1) return plan;
  // A pick above the data saver's cap (made before it was turned on) plays at the cap.
  return { ...plan, level: quality > cap && capped !== -1 ? capped : level };
}
