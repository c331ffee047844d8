import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A short video made by ffmpeg's test sources: colour bars with a clock and a tone (`format=yuv420p`, or players
 * refuse it). Heights at or above 720 make the full 240/360/720 ladder.
 */
export function makeTestVideo(dir: string, { seconds = 8, width = 1280, height = 720, audio = true } = {}): string {
  const file = path.join(dir, `source-${width}x${height}-${seconds}s.mp4`);
  execFileSync('ffmpeg', ['-y', ...testSourceArgs({ seconds, width, height, audio }), '-shortest', file]);
  return file;
}

/** ffmpeg arguments for `seconds` of test picture (and tone), encoded H.264 (and AAC), before the output. */
export function testSourceArgs({ seconds = 8, width = 1280, height = 720, audio = true, live = false } = {}): string[] {
  const inputs = ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`];
  if (audio) inputs.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    // A live push is sent at the pace it would be filmed.
    ...(live ? ['-re'] : []),
    ...inputs,
    '-t',
    String(seconds),
    '-vf',
    'format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '50',
    ...(audio ? ['-c:a', 'aac'] : []),
  ];
}
