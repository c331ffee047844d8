// Makes the demo videos: short, generated HLS ladders (240p and 360p) with a poster each, kept in the repository
// under apps/api/demo-media so that the embedded demo plays without ffmpeg. Run again only to change them:
//   node scripts/make-demo-media.mjs   (needs ffmpeg with libx264, libfreetype and the Noto fonts)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/api/demo-media');
const FONT = '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf';
const SECONDS = 10;

/** Each clip: its folder name, a generated picture (an ffmpeg source) and the words drawn over it. */
const CLIPS = [
  {
    name: 'full-fight-sherpa-karki',
    source: 'gradients=size=640x360:speed=0.02:rate=25',
    words: 'SFC 1  Sherpa vs Karki',
  },
  { name: 'highlight-limbu-ko', source: 'mandelbrot=size=640x360:rate=25', words: 'Limbu by KO' },
  {
    name: 'full-fight-tamang-gurung',
    source: 'life=size=640x360:rate=25:mold=10:ratio=0.1:death_color=#1e3a8a:life_color=#f59e0b',
    words: 'SFC 2  Tamang vs Gurung',
  },
  { name: 'inside-the-camp', source: 'cellauto=size=640x360:rate=25:rule=110', words: 'Inside the camp' },
  { name: 'preview-thapa-rai', source: 'testsrc2=size=640x360:rate=25', words: 'SFC 3 preview' },
];

const RUNGS = [
  { height: 240, video: '160k', audio: '48k' },
  { height: 360, video: '320k', audio: '48k' },
];

rmSync(out, { recursive: true, force: true });
for (const clip of CLIPS) {
  const dir = path.join(out, clip.name);
  for (const rung of RUNGS) mkdirSync(path.join(dir, `${rung.height}p`), { recursive: true });
  const text = `drawtext=fontfile=${FONT}:text='${clip.words}':fontcolor=white:fontsize=34:borderw=3:bordercolor=black:x=(w-tw)/2:y=h-th-28`;
  const split = `[0:v]${text},format=yuv420p,split=2[a][b];[a]scale=-2:240[v0];[b]scale=-2:360[v1]`;
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    clip.source,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:sample_rate=44100,volume=0.15',
    '-t',
    String(SECONDS),
    '-filter_complex',
    split,
    '-map',
    '[v0]',
    '-map',
    '[v1]',
    '-map',
    '1:a',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-profile:v',
    'main',
    '-crf',
    '30',
    '-force_key_frames',
    'expr:gte(t,n_forced*5)',
    '-sc_threshold',
    '0',
    ...RUNGS.flatMap((rung, i) => [`-maxrate:v:${i}`, rung.video, `-bufsize:v:${i}`, rung.video]),
    '-c:a',
    'aac',
    '-ac',
    '1',
    ...RUNGS.flatMap((rung, i) => [`-b:a:${i}`, rung.audio]),
    '-f',
    'hls',
    '-hls_time',
    '5',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(dir, '%v', 'seg-%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    RUNGS.map((rung, i) => `v:${i},a:${i},name:${rung.height}p`).join(' '),
    path.join(dir, '%v', 'index.m3u8'),
  ]);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    clip.source,
    '-frames:v',
    '1',
    '-ss',
    '2',
    '-vf',
    `${text},scale=1280:-2`,
    '-q:v',
    '4',
    path.join(dir, 'poster.jpg'),
  ]);
}
writeFileSync(
  path.join(out, 'README.md'),
  `Demo videos for the embedded demo: ${SECONDS} s generated HLS ladders (240p, 360p) and a poster each.\n` +
    'Made by `node scripts/make-demo-media.mjs`; the demo seed copies them into the video storage.\n',
);
console.log(`Demo media written to ${path.relative(root, out)}`);
