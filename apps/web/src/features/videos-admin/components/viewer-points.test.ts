import { describe, expect, it } from 'vitest';
import { VIEWER_MINUTES, viewerPeak, viewerPoints } from './viewer-points';

/** 18:42:30 in Kathmandu (12:57:30 UTC). */
const NOW = new Date('2026-12-19T12:57:30Z');

describe('the live audience chart', () => {
  it('covers the hour up to the latest count, minute by minute in Kathmandu time, 0 where nothing was counted', () => {
    const points = viewerPoints(
      [
        { at: '2026-12-19T12:55:00.000Z', viewers: 120 },
        { at: '2026-12-19T12:57:00.000Z', viewers: 95 },
        // Older than the hour: left out.
        { at: '2026-12-19T11:30:00.000Z', viewers: 999 },
      ],
      NOW,
      'en',
    );
    expect(points).toHaveLength(VIEWER_MINUTES);
    expect(points[0]).toEqual({ at: '2026-12-19T11:58:00.000Z', label: '17:43', viewers: 0 });
    expect(points.slice(-3)).toEqual([
      { at: '2026-12-19T12:55:00.000Z', label: '18:40', viewers: 120 },
      { at: '2026-12-19T12:56:00.000Z', label: '18:41', viewers: 0 },
      { at: '2026-12-19T12:57:00.000Z', label: '18:42', viewers: 95 },
    ]);
    expect(viewerPeak(points)).toBe(120);
    // The current minute is not counted yet: the hour ends with the minute before, rather than a drop to 0.
    const counting = viewerPoints([{ at: '2026-12-19T12:56:00.000Z', viewers: 80 }], NOW, 'en');
    expect(counting.at(-1)).toEqual({ at: '2026-12-19T12:56:00.000Z', label: '18:41', viewers: 80 });
    // Nobody has watched for a while: the hour ends now.
    const quiet = viewerPoints([{ at: '2026-12-19T12:20:00.000Z', viewers: 0 }], NOW, 'en');
    expect(quiet.at(-1)?.label).toBe('18:42');
  });

  it('writes the times in Devanagari digits in Nepali', () => {
    expect(viewerPoints([], NOW, 'ne').at(-1)).toEqual({ at: '2026-12-19T12:57:00.000Z', label: '१८:४२', viewers: 0 });
    expect(viewerPeak([])).toBe(0);
  });
});
