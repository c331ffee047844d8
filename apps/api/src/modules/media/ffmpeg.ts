import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface FfmpegTools {
  ffmpegPath: string;
  ffprobePath: string;
}

/** A rung of the adaptive ladder: its height and target bitrates. */
export interface Rung {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** 240p, 360p and 720p always; 1080p where the source is at least that tall. */
export const LADDER: readonly Rung[] = [
  { height: 240, videoKbps: 400, audioKbps: 64 },
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 720, videoKbps: 2500, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
];
export const ladderFor = (sourceHeight: number) =>
  LADDER.filter((rung) => rung.height <= 720 || sourceHeight >= rung.height);

/** Segments of this many seconds: a key frame is forced at each boundary, so every segment is 5 s (the last shorter). */
export const SEGMENT_SECONDS = 5;

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export class NotAVideoError extends Error {}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a tool to its end, keeping its output (stderr capped); `onLine` sees stdout line by line. */
export function run(command: string, args: readonly string[], onLine?: (line: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** ffmpeg's version line, or undefined when it cannot be run (not installed). */
export async function ffmpegVersion(tools: FfmpegTools): Promise<string | undefined> {
  try {
    const [ffmpeg, ffprobe] = await Promise.all([
      run(tools.ffmpegPath, ['-hide_banner', '-version']),
      run(tools.ffprobePath, ['-hide_banner', '-version']),
    ]);
    if (ffmpeg.code !== 0 || ffprobe.code !== 0) return undefined;
    return /ffmpeg version (\S+)/.exec(ffmpeg.stdout)?.[1] ?? 'unknown';
  } catch {
    return undefined;
  }
}

/** Duration, size and audio of a file; NotAVideoError when it holds no video ffprobe can read. */
export async function probe(tools: FfmpegTools, file: string, live = false): Promise<ProbeResult> {
  const result = await run(tools.ffprobePath, [
    '-v',
    'error',
    ...(live ? ['-rw_timeout', '10000000'] : []),
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  if (result.code !== 0) throw new NotAVideoError(result.stderr.trim() || 'ffprobe could not read the file');
  const parsed = JSON.parse(result.stdout) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      duration?: string;
      disposition?: { attached_pic?: number };
    }[];
  };
  const streams = parsed.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame; it is not a video.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const duration = Number(parsed.format?.duration ?? video?.duration);
  // A live stream has no duration yet.
  if (!video?.width || !video.height || (!live && (!Number.isFinite(duration) || duration <= 0)))
    throw new NotAVideoError('no video stream with a duration');
  return {
    durationSeconds: live ? 0 : duration,
    width: video.width,
    height: video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

export interface HlsOptions {
  input: string;
  outDir: string;
  rungs: readonly Rung[];
  hasAudio: boolean;
  preset: string;
  durationSeconds: number;
  /** 0 to 1 as ffmpeg goes. */
  onProgress?: (fraction: number) => void;
}

export interface LadderOptions {
  /** The input, with options before it ("-i file", or a live RTMP URL). */
  inputArgs: readonly string[];
  outDir: string;
  rungs: readonly Rung[];
  hasAudio: boolean;
  preset: string;
  /** vod: a finished list; event: a list that grows while live and ends when ffmpeg stops. */
  playlistType: 'vod' | 'event';
  segmentSeconds: number;
  /** Further outputs after the ladder (a recording of a live stream). */
  trailing?: readonly string[];
}

/** The ffmpeg arguments for an adaptive HLS ladder: one process, one decode, a rendition per rung. */
export function hlsArguments(options: LadderOptions): string[] {
  const { rungs, hasAudio, segmentSeconds } = options;
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((rung, i) => `[s${i}]scale=-2:${rung.height}[v${i}]`);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', ...options.inputArgs];
  args.push('-filter_complex', [split, ...scales].join(';'));
  rungs.forEach((_, i) => args.push('-map', `[v${i}]`));
  if (hasAudio) rungs.forEach(() => args.push('-map', '0:a:0'));
  args.push('-c:v', 'libx264', '-preset', options.preset, '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  if (options.playlistType === 'event') args.push('-tune', 'zerolatency');
  args.push('-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`);
  rungs.forEach((rung, i) => {
    args.push(`-b:v:${i}`, `${rung.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(rung.videoKbps * 1.07)}k`);
    args.push(`-bufsize:v:${i}`, `${Math.round(rung.videoKbps * 1.5)}k`);
  });
  if (hasAudio) {
    args.push('-c:a', 'aac', '-ac', '2');
    rungs.forEach((rung, i) => args.push(`-b:a:${i}`, `${rung.audioKbps}k`));
  }
  const streamMap = rungs.map((rung, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${rung.height}p`).join(' ');
  args.push('-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', options.playlistType);
  args.push('-hls_flags', 'independent_segments');
  args.push('-hls_segment_filename', path.join(options.outDir, '%v', 'seg-%05d.ts'));
  args.push('-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap);
  args.push('-progress', 'pipe:1', '-nostats', path.join(options.outDir, '%v', 'index.m3u8'));
  args.push(...(options.trailing ?? []));
  return args;
}

/** Creates the rendition folders ffmpeg writes into. */
export function ladderFolders(outDir: string, rungs: readonly Rung[]): Promise<unknown> {
  return Promise.all(rungs.map((rung) => mkdir(path.join(outDir, `${rung.height}p`), { recursive: true })));
}

/** Transcodes to HLS in `outDir`: master.m3u8 and a folder per rendition ("240p/index.m3u8", "240p/seg-00000.ts"). */
export async function transcodeToHls(tools: FfmpegTools, options: HlsOptions): Promise<void> {
  await ladderFolders(options.outDir, options.rungs);
  const args = hlsArguments({
    inputArgs: ['-i', options.input],
    outDir: options.outDir,
    rungs: options.rungs,
    hasAudio: options.hasAudio,
    preset: options.preset,
    playlistType: 'vod',
    segmentSeconds: SEGMENT_SECONDS,
  });
  const result = await run(tools.ffmpegPath, args, (line) => {
    const match = /^out_time_us=(\d+)/.exec(line);
    if (match && options.onProgress) options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.durationSeconds));
  });
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.trim()}`);
}

/** One frame at `atSeconds` as a JPEG, for the poster. */
export async function grabFrame(tools: FfmpegTools, input: string, atSeconds: number, output: string): Promise<void> {
  const result = await run(tools.ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    'scale=1280:-2',
    '-q:v',
    '3',
    output,
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not take a frame: ${result.stderr.trim()}`);
}
