// Makes the demo videos, kept in the repository under apps/api/demo-media so that the embedded demo plays without
// ffmpeg: 15 s clips in three cards (a title card, the fighters face to face, the outcome), over a moving gradient,
// with a generated soundtrack; HLS ladders of 240p, 360p and 720p with the audio in every rung, and a poster each.
// Nothing is downloaded: the pictures are SVG rendered by sharp with the machine's Noto fonts (the fighters are
// their demo portraits), the motion and sound are ffmpeg sources. Run again only to change them:
//   node scripts/make-demo-media.mjs [clip...]   (needs ffmpeg with libx264, and fonts-noto-core for the Noto fonts)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { soundtrack } from './demo-art/soundtrack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/api/demo-media');
const FONT = '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf';
const SECONDS = 15;
const RATE = 25;
const BRAND = { name: 'Summit Fighting Championship', shortName: 'SFC' };

// The cards and the demo fighters' portraits are TypeScript of the API: tsx loads them.
const { register } = await import('tsx/esm/api');
register();
const cards = await import('./demo-art/video-cards.mjs');
const { mix } = await import('../apps/api/src/lib/svg-art.ts');
const { DEMO_FIGHTERS } = await import('../apps/api/src/modules/fighters/demo-fighters.ts');

/**
 * Each clip: its folder (the demo seed's `clip`), the background's colours, its music (tempo, bass root), the words
 * of its cards, and either the two fighters of its bout (red corner first, with the fight clock shown while they
 * face off) or three beats of a story.
 */
const CLIPS = [
  {
    name: 'highlight-limbu-ko',
    colours: ['#1e3a8a', '#0f172a'],
    music: { tempo: 128, root: 49 },
    kicker: 'Highlights  ·  SFC 2: Lakeside Fury',
    headline: ['Limbu', 'by knockout'],
    nepali: 'लिम्बुको नकआउट',
    detail: 'The welterweight main event by Phewa Lake',
    fighters: ['Ramesh Limbu', 'Bikash Thapa'],
    bout: 'Welterweight  ·  Main event',
    clock: { round: 2, from: 238 },
    result: 'Limbu wins by KO',
    where: 'Round 2  ·  4:05  ·  SFC 2: Lakeside Fury',
  },
  {
    name: 'full-fight-tamang-gurung',
    colours: ['#0e7490', '#0b1120'],
    music: { tempo: 118, root: 55 },
    kicker: 'Full fight  ·  SFC 2: Lakeside Fury',
    headline: ['Tamang vs Gurung', 'the full fight'],
    nepali: 'तामाङ बनाम गुरुङ  ·  पूरा फाइट',
    detail: "Women's bantamweight, three rounds in Pokhara",
    fighters: ['Kabita Tamang', 'Anjali Gurung'],
    bout: "Women's bantamweight  ·  3 rounds",
    clock: { round: 3, from: 290 },
    result: 'Tamang by decision',
    where: 'Unanimous  ·  SFC 2: Lakeside Fury',
  },
  {
    name: 'full-fight-sherpa-karki',
    colours: ['#7f1d1d', '#111827'],
    music: { tempo: 122, root: 46 },
    kicker: 'Full fight  ·  SFC 1: Rise of the Himalayas',
    headline: ['Sherpa vs Karki', 'for the title'],
    nepali: 'शेर्पा बनाम कार्की  ·  टाइटल फाइट',
    detail: 'The light heavyweight title, the night the promotion began',
    fighters: ['Pemba Sherpa', 'Nabin Karki'],
    bout: 'Light heavyweight title  ·  5 rounds',
    clock: { round: 2, from: 214 },
    result: 'Sherpa stops Karki',
    where: 'KO/TKO  ·  Round 2  ·  3:41  ·  SFC 1',
  },
  {
    name: 'preview-thapa-rai',
    colours: ['#b45309', '#1c1917'],
    music: { tempo: 132, root: 52 },
    kicker: 'Preview  ·  SFC 3: Kathmandu Showdown',
    headline: ['Thapa vs Rai', 'the rematch'],
    nepali: 'थापा बनाम राई  ·  पुनः भिडन्त',
    detail: 'Five rounds at lightweight to settle it',
    fighters: ['Bikash Thapa', 'Sujan Rai'],
    bout: 'Lightweight  ·  5 rounds  ·  Main event',
    result: 'Thapa vs Rai II',
    where: 'SFC 3: Kathmandu Showdown  ·  Dasarath Rangasala',
  },
  {
    name: 'inside-the-camp',
    colours: ['#991b1b', '#0a0a0a'],
    music: { tempo: 112, root: 41 },
    kicker: 'Behind the scenes  ·  Lalitpur',
    headline: ['Inside the camp', 'fight week'],
    nepali: 'क्याम्पभित्र  ·  ललितपुर',
    detail: 'A gym gets its fighters ready for the cage',
    beats: [
      ['6 am roadwork', 'Five kilometres before the city wakes up'],
      ['Pads and sparring', 'Two hours, three minutes at a time'],
      ['Making weight', 'The last kilo is the hardest'],
    ],
    result: 'Fight week',
    where: 'Pads, weight cuts and the walk to the cage',
  },
];

const RUNGS = [
  { height: 240, maxrate: 350, audio: 64 },
  { height: 360, maxrate: 700, audio: 96 },
  { height: 720, maxrate: 1800, audio: 128 },
];

const fighter = (name) => {
  const found = DEMO_FIGHTERS.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === name);
  if (!found) throw new Error(`${name} is not a demo fighter`);
  return found;
};
const png = (svg) => sharp(Buffer.from(svg)).png().toBuffer();

/** The clip's graphics as PNG files in `work`: what the filter graph overlays, in order. */
async function drawCards(clip, work) {
  const files = {};
  const write = async (name, svg) => {
    files[name] = path.join(work, `${name}.png`);
    writeFileSync(files[name], await png(svg));
  };
  await write('stage', cards.stageSvg());
  await write('bug', cards.bugSvg(BRAND));
  await write('title', cards.titleSvg(clip));
  await write('sweep', cards.sweepSvg());
  if (clip.fighters) {
    const [red, blue] = clip.fighters.map(fighter);
    await write('red', cards.cornerSvg(red, 'red'));
    await write('blue', cards.cornerSvg(blue, 'blue'));
    await write('faceoff', cards.faceOffSvg(clip, red, blue));
  } else {
    for (const index of clip.beats.keys()) await write(`beat${index}`, cards.beatSvg(clip, index));
  }
  await write('end', cards.endSvg(clip, BRAND));
  return files;
}

/** "ROUND 2   3:58", counting on from `from` seconds while the fighters face off (5 to 10 s). */
function fightClock({ round, from }) {
  const seconds = `${from}+t-5`;
  const text = `ROUND ${round}   %{eif\\:floor((${seconds})/60)\\:d}\\:%{eif\\:mod(${seconds}\\,60)\\:d\\:2}`;
  return (
    `drawtext=fontfile=${FONT}:text='${text}':fontsize=30:fontcolor=white:box=1:boxcolor=0x0a0a0a@0.8:boxborderw=14:` +
    `x=w-tw-62:y=112:enable='between(t,5.4,10)'`
  );
}

/** The picture: card overlays with fades and slides over the moving gradient, then the ladder's three sizes. */
function pictureGraph(clip, files, firstInput) {
  const inputs = [];
  const layer = (file) => {
    inputs.push('-loop', '1', '-framerate', String(RATE), '-t', String(SECONDS), '-i', file);
    return firstInput + inputs.filter((arg) => arg === '-i').length - 1;
  };
  const steps = [];
  let last = '0:v';
  let n = 0;
  const over = (input, prepare, place) => {
    const label = `l${n++}`;
    steps.push(`[${input}:v]format=rgba,${prepare}[${label}i]`);
    steps.push(`[${last}][${label}i]overlay=${place}:format=auto[${label}]`);
    last = label;
  };
  over(layer(files.stage), 'null', '0:0');
  over(
    layer(files.title),
    'fade=in:st=0.3:d=0.7:alpha=1,fade=out:st=4.5:d=0.5:alpha=1',
    "x=0:y='max(0,36-(t-0.3)*60)'",
  );
  over(layer(files.sweep), 'null', "x='-420+(t-0.8)*900':y=0:enable='between(t,0.8,3.2)'");
  if (clip.fighters) {
    over(layer(files.red), 'null', "x='min(0,-W+(t-5)*2*W)':y=0:enable='gte(t,5)*lt(t,10.2)'");
    over(layer(files.blue), 'null', "x='max(0,W-(t-5)*2*W)':y=0:enable='gte(t,5)*lt(t,10.2)'");
    over(layer(files.faceoff), 'fade=in:st=5.5:d=0.4:alpha=1', "0:0:enable='between(t,5.5,10.2)'");
  } else {
    clip.beats.forEach((_, index) => {
      const start = 5 + index * (5 / clip.beats.length);
      const end = start + 5 / clip.beats.length;
      over(
        layer(files[`beat${index}`]),
        `fade=in:st=${start}:d=0.3:alpha=1,fade=out:st=${(end - 0.3).toFixed(2)}:d=0.3:alpha=1`,
        `x='(1-min(1,(t-${start})*3))*80':y=0:enable='between(t,${start},${end.toFixed(2)})'`,
      );
    });
  }
  over(layer(files.end), 'fade=in:st=10:d=0.5:alpha=1', "0:0:enable='gte(t,10)'");
  over(layer(files.sweep), 'null', "x='-420+(t-10.6)*900':y=0:enable='between(t,10.6,13)'");
  over(layer(files.bug), 'null', '0:0');
  const clock = clip.clock ? `${fightClock(clip.clock)},` : '';
  const scales = RUNGS.map((rung, i) => `[s${i}]scale=-2:${rung.height}:flags=lanczos[v${i}]`);
  steps.push(
    `[${last}]${clock}fade=in:st=0:d=0.3,fade=out:st=${SECONDS - 0.6}:d=0.6,format=yuv420p,` +
      `split=${RUNGS.length}${RUNGS.map((_, i) => `[s${i}]`).join('')}`,
    ...scales,
  );
  return { inputs, steps };
}

/** The poster: the face-off (or, without a bout, the title card) as in the video, as a still. */
async function drawPoster(clip, files, target) {
  const [top, bottom] = clip.colours;
  const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="${cards.WIDTH}" height="${cards.HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const layers = clip.fighters ? ['stage', 'red', 'blue', 'faceoff', 'bug'] : ['stage', 'title', 'bug'];
  await sharp(await png(ground))
    .composite(layers.map((name) => ({ input: files[name] })))
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(target);
}

// With clip names as arguments, only those are made again.
const only = process.argv.slice(2);
if (!only.length) rmSync(out, { recursive: true, force: true });
const work = mkdtempSync(path.join(tmpdir(), 'ringside-demo-media-'));
try {
  for (const clip of CLIPS.filter((candidate) => !only.length || only.includes(candidate.name))) {
    clip.accent = mix(clip.colours[0], '#ffffff', 0.45);
    const dir = path.join(out, clip.name);
    rmSync(dir, { recursive: true, force: true });
    for (const rung of RUNGS) mkdirSync(path.join(dir, `${rung.height}p`), { recursive: true });
    mkdirSync(path.join(work, clip.name));
    const files = await drawCards(clip, path.join(work, clip.name));
    const [top, bottom] = clip.colours;
    const background = `gradients=s=${cards.WIDTH}x${cards.HEIGHT}:r=${RATE}:c0=${top}:c1=${bottom}:c2=${mix(bottom, '#000000', 0.5)}:n=3:speed=0.006:seed=3:d=${SECONDS}`;
    const picture = pictureGraph(clip, files, 1);
    const sound = soundtrack(clip.music, SECONDS, 1 + picture.inputs.filter((arg) => arg === '-i').length);
    const graph = [
      ...picture.steps,
      ...sound.filter,
      `[aout]asplit=${RUNGS.length}${RUNGS.map((_, i) => `[a${i}]`).join('')}`,
    ];
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', background],
      ...picture.inputs,
      ...sound.inputs,
      ...['-filter_complex', graph.join(';')],
      ...RUNGS.flatMap((_, i) => ['-map', `[v${i}]`]),
      ...RUNGS.flatMap((_, i) => ['-map', `[a${i}]`]),
      ...['-t', String(SECONDS)],
      ...['-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'main', '-crf', '25'],
      ...['-force_key_frames', 'expr:gte(t,n_forced*5)', '-sc_threshold', '0'],
      ...RUNGS.flatMap((rung, i) => [`-maxrate:v:${i}`, `${rung.maxrate}k`, `-bufsize:v:${i}`, `${rung.maxrate * 2}k`]),
      ...['-c:a', 'aac', '-ac', '2'],
      ...RUNGS.flatMap((rung, i) => [`-b:a:${i}`, `${rung.audio}k`]),
      ...['-f', 'hls', '-hls_time', '5', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ...['-hls_segment_filename', path.join(dir, '%v', 'seg-%05d.ts'), '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', RUNGS.map((rung, i) => `v:${i},a:${i},name:${rung.height}p`).join(' ')],
      path.join(dir, '%v', 'index.m3u8'),
    ]);
    await drawPoster(clip, files, path.join(dir, 'poster.jpg'));
    console.log(`${clip.name}: done`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(
  path.join(out, 'README.md'),
  `Demo videos for the embedded demo: ${SECONDS} s generated clips (title card, face-off, outcome; a generated\n` +
    `soundtrack) as HLS ladders of ${RUNGS.map((rung) => `${rung.height}p`).join(', ')} with audio in every rung, and a poster each.\n` +
    'Made by `node scripts/make-demo-media.mjs`; the demo seed copies them into the video storage and reads the\n' +
    'rungs and the length from the playlists. Event posters and fighter portraits are not here: the seed draws them\n' +
    '(docs/decisions/0040-demo-media.md).\n',
);
console.log(`Demo media written to ${path.relative(root, out)}`);
