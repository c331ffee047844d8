import { describe, expect, it } from 'vitest';
import { HISTORY_MINUTES, LiveAudience } from './live-audience';

const MINUTE = 60_000;
/** 10:00:00 UTC on a night of fights: minutes are counted from here. */
const START = Date.parse('2026-11-28T10:00:00Z');

/** An audience on a clock the test moves. */
function audienceAt(seconds = 10) {
  let now = START + seconds * 1000;
  const audience = new LiveAudience(() => now);
  return {
    audience,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

const minute = (n: number) => START + n * MINUTE;

describe('the live audience', () => {
  it('counts each device whose player asked within 30 seconds, once', () => {
    const { audience, wait } = audienceAt();
    audience.record('event', 'phone');
    audience.record('event', 'phone');
    audience.record('event', 'laptop');
    expect(audience.count('event')).toBe(2);
    wait(20_000);
    audience.record('event', 'laptop');
    wait(15_000);
    expect(audience.count('event')).toBe(1);
    expect(audience.count('another')).toBe(0);
  });

  it('samples a minute while someone watches, then a 0 when the last one leaves, then stops', () => {
    const { audience, wait } = audienceAt();
    audience.record('event', 'phone');
    audience.record('event', 'laptop');
    expect(audience.sample([])).toBe(true);
    wait(40_000);
    audience.record('event', 'phone');
    wait(20_000);
    expect(audience.sample([])).toBe(true);
    wait(MINUTE);
    // Nobody asked for a minute: the 0 is written, and nothing is left to sample.
    expect(audience.sample([])).toBe(false);
    expect(audience.history('event')).toEqual([
      { at: minute(0), viewers: 2 },
      { at: minute(1), viewers: 1 },
      { at: minute(2), viewers: 0 },
    ]);
    expect(audience.history('another')).toEqual([]);
  });

  it('samples a stream on air with nobody watching, and fills the minutes not sampled with 0', () => {
    const { audience, wait } = audienceAt();
    expect(audience.sample(['event'])).toBe(true);
    wait(MINUTE);
    expect(audience.sample([])).toBe(false);
    wait(3 * MINUTE);
    audience.record('event', 'phone');
    audience.sample([]);
    // A second sample in the same minute keeps the larger count.
    audience.record('event', 'tablet');
    audience.sample([]);
    expect(audience.history('event')).toEqual([
      { at: minute(0), viewers: 0 },
      { at: minute(1), viewers: 0 },
      { at: minute(2), viewers: 0 },
      { at: minute(3), viewers: 0 },
      { at: minute(4), viewers: 2 },
    ]);
  });

  it('keeps the last hour only', () => {
    const { audience, wait } = audienceAt();
    for (let n = 0; n < HISTORY_MINUTES + 5; n += 1) {
      if (n > 0) wait(MINUTE);
      audience.record('event', 'phone');
      audience.sample([]);
    }
    const history = audience.history('event');
    expect(history).toHaveLength(HISTORY_MINUTES);
    expect(history[0]?.at).toBe(minute(5));
    expect(history.at(-1)).toEqual({ at: minute(HISTORY_MINUTES + 4), viewers: 1 });
    wait(HISTORY_MINUTES * MINUTE);
    expect(audience.history('event')).toEqual([]);
  });
});
