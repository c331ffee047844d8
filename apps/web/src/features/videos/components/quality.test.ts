import { describe, expect, it } from 'vitest';
import { cappedLevel, levelPlan, parseDataSaver, qualityOptions } from './quality';

const ladder = [{ height: 240 }, { height: 360 }, { height: 720 }, { height: 1080 }];

describe('the quality menu and the data saver', () => {
  it('read the stored data saver, off when missing or unknown', () => {
    expect(parseDataSaver('360')).toBe('360');
    expect(parseDataSaver('240')).toBe('240');
    expect(parseDataSaver(null)).toBe('off');
    expect(parseDataSaver('1080')).toBe('off');
  });

  it('offer each height once, lowest first, greying out what the data saver forbids', () => {
    expect(qualityOptions(ladder, 'off').map((option) => option.height)).toEqual([240, 360, 720, 1080]);
    expect(qualityOptions([...ladder].reverse(), '360')).toEqual([
      { height: 240, allowed: true },
      { height: 360, allowed: true },
      { height: 720, allowed: false },
      { height: 1080, allowed: false },
    ]);
    expect(qualityOptions([{ height: 360 }, { height: 360 }, { height: 720 }], '240')).toEqual([
      { height: 360, allowed: true },
      { height: 720, allowed: false },
    ]);
  });

  it('adapt automatically within the player’s size when the data saver is off', () => {
    expect(levelPlan(ladder, 'auto', 'off')).toEqual({ capToPlayerSize: true, autoLevelCapping: -1, level: -1 });
  });

  it('cap automatic switching at 360p or 240p with the data saver', () => {
    expect(levelPlan(ladder, 'auto', '360')).toEqual({ capToPlayerSize: false, autoLevelCapping: 1, level: -1 });
    expect(levelPlan(ladder, 'auto', '240')).toEqual({ capToPlayerSize: false, autoLevelCapping: 0, level: -1 });
  });

  it('still play the smallest rendition when none fits under the cap', () => {
    expect(cappedLevel([{ height: 480 }, { height: 720 }], '360')).toBe(0);
    expect(cappedLevel([{ height: 720 }, { height: 480 }], '240')).toBe(1);
    expect(cappedLevel([], '240')).toBe(-1);
  });

  it('fix a picked height, at the cap when the pick is above it', () => {
    expect(levelPlan(ladder, 720, 'off').level).toBe(2);
    expect(levelPlan(ladder, 1080, '360').level).toBe(1);
    expect(levelPlan(ladder, 240, '360').level).toBe(0);
    // Two encodings of one height: the later (higher bitrate) one.
    expect(levelPlan([{ height: 240 }, { height: 360 }, { height: 360 }], 360, 'off').level).toBe(2);
    // A height the stream does not have is automatic.
    expect(levelPlan(ladder, 480, 'off').level).toBe(-1);
  });
});
