// A generated soundtrack for a demo video, in three parts that follow its cards: 0-5 s pad and bass with the kick
// coming in, 5-10 s the full beat (kick, snare, hats) from a low boom, 10 s on a second boom and a crowd swell, then
// a fade. Everything is an ffmpeg expression (aevalsrc, anoisesrc): no samples, nothing downloaded.

/** Chord roots of the four bars, against the clip's root: i, III, VII below, iv (a minor progression). */
const BARS = [1, 1.189, 0.891, 1.335];

/**
 * ffmpeg inputs and the filter that mixes them into `[aout]` (stereo, 44.1 kHz). `first` is the index of the first
 * input these add; `tempo` in beats a minute, `root` in Hz (a bass note, 41 to 62).
 */
export function soundtrack({ tempo, root }, seconds, first) {
  const beat = (60 / tempo).toFixed(5);
  const u = `mod(t,${beat})`; // since the beat
  const eighth = `mod(t,${beat}/2)`;
  const bar = `mod(floor(t/(4*${beat})),4)`;
  const chord = `if(eq(${bar},0),${BARS[0]},if(eq(${bar},1),${BARS[1]},if(eq(${bar},2),${BARS[2]},${BARS[3]})))`;
  const f = `(${root}*${chord})`;
  // Quiet at each bar line, where the chord changes (no click).
  const barEdge = `min(1,min(mod(t,4*${beat}),4*${beat}-mod(t,4*${beat}))*25)`;
  const kick = `sin(2*PI*(50*${u}+4.3*(1-exp(-35*${u}))))*exp(-7*${u})*gte(t,2.5)`;
  // Ducked under the kick, plucked on every eighth.
  const bass = `(sin(2*PI*${f}*t)+0.45*sin(4*PI*${f}*t)+0.2*sin(6*PI*${f}*t))*exp(-5*${eighth})*(1-exp(-300*${eighth}))*(1-0.7*exp(-12*${u}))`;
  const pad = (detune) =>
    `(sin(2*PI*2*${f}*${detune}*t)+sin(2*PI*2.378*${f}*${detune}*t)+sin(2*PI*2.996*${f}*${detune}*t))/3*(0.7+0.3*sin(2*PI*0.25*t))*${barEdge}`;
  const boom = (at) => `gte(t,${at})*sin(2*PI*42*(t-${at}))*exp(-2.5*(t-${at}))`;
  const tonal = (detune) =>
    `0.55*${kick}+0.2*${bass}+0.09*${pad(detune)}+0.55*(${boom(5)}+${boom(10)})+0.3*${boom(0.05)}`;

  // Snare on beats two and four, hats on the off-beats, from 5 s; a rising hiss into 5 s and into 10 s.
  const snareAt = `mod(t-${beat},2*${beat})`;
  const hatAt = `mod(t-${beat}/2,${beat})`;
  const noise = (i) => `(random(${i})*2-1)`;
  const snare = `(${noise(0)}*exp(-18*${snareAt})+0.6*sin(2*PI*185*${snareAt})*exp(-30*${snareAt}))*gte(t,5)`;
  const hats = `${noise(1)}*exp(-70*${hatAt})*gte(t,5)`;
  const riser = (to) => `${noise(2)}*between(t,${to - 1.6},${to})*pow((t-${to - 1.6})/1.6,3)`;
  const hiss = (hatLevel) => `0.28*${snare}+${hatLevel}*${hats}+0.16*(${riser(5)}+${riser(10)})`;

  const source = (exprs) => ['-f', 'lavfi', '-i', `aevalsrc=exprs='${exprs}':s=44100:d=${seconds}`];
  const inputs = [
    ...source(`${tonal(1)}|${tonal(1.004)}`),
    ...source(`${hiss(0.07)}|${hiss(0.1)}`),
    ...['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.5:seed=7:r=44100:d=${seconds}`],
  ];
  const [a, b, c] = [first, first + 1, first + 2];
  const filter = [
    `[${b}:a]highpass=f=1800[hiss]`,
    // A crowd: low rumble throughout, a roar around 10 s.
    `[${c}:a]lowpass=f=900,highpass=f=120,aformat=channel_layouts=stereo,volume='0.25+0.9*exp(-pow((t-10.6)/0.9,2))':eval=frame[crowd]`,
    `[${a}:a][hiss][crowd]amix=inputs=3:normalize=0,afade=t=in:d=0.2,afade=t=out:st=${seconds - 1.2}:d=1.2,` +
      'alimiter=limit=0.89:level=false,aformat=sample_rates=44100:channel_layouts=stereo[aout]',
  ];
  return { inputs, filter };
}
