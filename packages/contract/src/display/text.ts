// One segmenter for the process: constructing one per call is comparatively slow.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/**
 * Splits text into user-perceived characters, so Devanagari vowel signs stay
 * on their consonant ('रा', not 'र' + 'ा') and emoji are never cut in half.
 * Without Intl.Segmenter, falls back to code points with combining marks
 * attached, which is right for Devanagari apart from conjuncts.
 */
export function graphemes(text: string): string[] {
  const seg = graphemeSegmenter();
  if (seg) return Array.from(seg.segment(text), (s) => s.segment);
  const out: string[] = [];
  for (const ch of Array.from(text)) {
    if (out.length > 0 && /^\p{M}$/u.test(ch)) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}

/**
 * Cuts text to at most `max` characters and marks the cut with '…' (U+2026).
 * Characters are counted as graphemes so a cut never lands inside one.
 * Missing text renders as '-'.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (text == null) return '-';
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const chars = graphemes(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit).join('').trimEnd() + '…';
}
