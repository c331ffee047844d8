import { describe, expect, it } from 'vitest';
import { fillsFrames, frameStyle, posterFrame, sharedFrame } from './poster-frame';

describe('poster frames', () => {
  it('take the poster’s own shape, within 2:3 and 2:1; unknown sizes get 16:9', () => {
    expect(posterFrame(640, 800)).toMatchObject({ ratio: 0.8, shape: 'portrait', fits: true, width: 640 });
    expect(posterFrame(640, 360)).toMatchObject({ shape: 'landscape', fits: true, height: 360 });
    expect(posterFrame(640, 640).shape).toBe('portrait');
    expect(posterFrame(300, 1000)).toMatchObject({ ratio: 2 / 3, fits: false });
    expect(posterFrame(1000, 200)).toMatchObject({ ratio: 2, fits: false });
    expect(posterFrame(null, null)).toMatchObject({ ratio: 16 / 9, known: false, fits: false, width: 640 });
  });

  it('share the shape most posters side by side have, at their middle ratio', () => {
    const portrait = posterFrame(640, 800);
    const tall = posterFrame(640, 960);
    const wide = posterFrame(640, 360);
    expect(sharedFrame([portrait, tall, portrait, wide])).toEqual({ shape: 'portrait', ratio: 0.8 });
    expect(sharedFrame([portrait, wide])).toEqual({ shape: 'landscape', ratio: 16 / 9 });
    expect(sharedFrame([portrait, posterFrame(null, null)]).shape).toBe('landscape');
    expect(sharedFrame([])).toEqual({ shape: 'landscape', ratio: 16 / 9 });
    expect(fillsFrames(portrait, { shape: 'portrait', ratio: 0.8 })).toBe(true);
    expect(fillsFrames(tall, { shape: 'portrait', ratio: 0.8 })).toBe(false);
    expect(frameStyle(portrait, { shape: 'landscape', ratio: 16 / 9 })).toEqual({
      '--poster-ratio': 0.8,
      '--poster-shared-ratio': 1.7778,
    });
  });
});
