/**
 * Devanagari to Latin letters the way Nepali names are commonly written: गुरुङ -> gurung, श्रेष्ठ -> shrestha,
 * राम बहादुर थापा -> ram bahadur thapa. Not a scholarly scheme (no diacritics, no letter-for-letter round trip):
 * long and short vowels meet (आ -> a, ई -> i), the inherent "a" is dropped at the end of a word, and ङ is "ng".
 * Text in other scripts is left as it is. Used for slugs and for the search keys (./search-text).
 */

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Consonants with a nukta (़), as in loanwords: ज़ -> z, फ़ -> f. */
const WITH_NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ॠ: 'ri',
  ऌ: 'li',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऑ: 'o',
  ऎ: 'e',
  ऒ: 'o',
};

/** Vowel signs (matras) after a consonant. */
const SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'ॄ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
  'ॆ': 'e',
  'ॊ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
const VELARS = new Set(['क', 'ख', 'ग', 'घ']);

/** Whole words whose usual spelling no rule gives. */
const WORDS: Record<string, string> = { क्षेत्री: 'chhetri', क्षत्री: 'chhetri' };

/** Any letter or sign of the Devanagari block. */
const DEVANAGARI = /[\u0900-\u097F]/;
/** A run of Devanagari (joiners included); digits and dandas are handled inside. */
const RUN = /[\u0900-\u097F\u200C\u200D]+/g;

export function hasDevanagari(text: string | null | undefined): boolean {
  return Boolean(text && DEVANAGARI.test(text));
}

/**
 * How the inherent "a" of a consonant without a vowel sign is written:
 * - 'name': the usual spelling of a name: dropped at a word's end, kept inside (भट्टराई -> bhattarai,
 *   पोखरेल -> pokharel, राम -> ram, कृष्ण -> krishna);
 * - 'spoken': also dropped inside a word before a consonant with a vowel sign, as it is spoken (पोखरेल -> pokhrel,
 *   कमला -> kamla);
 * - 'full': always written (राम -> rama, अजय -> ajaya).
 */
export type SchwaStyle = 'name' | 'spoken' | 'full';

interface Akshara {
  /** A consonant cluster (each with its nukta flag), or an independent vowel. */
  consonants: { letter: string; nukta: boolean }[];
  vowel: string | null;
  /** The cluster ends in a virama: no vowel at all. */
  dead: boolean;
  nasal: 'anusvara' | 'chandrabindu' | null;
  visarga: boolean;
}

function parse(word: string): Akshara[] {
  const chars = Array.from(word);
  const result: Akshara[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] as string;
    const unit: Akshara = { consonants: [], vowel: null, dead: false, nasal: null, visarga: false };
    if (CONSONANTS[char] !== undefined) {
      for (;;) {
        const letter = chars[i] as string;
        i += 1;
        const nukta = chars[i] === NUKTA;
        if (nukta) i += 1;
        unit.consonants.push({ letter, nukta });
        if (chars[i] === VIRAMA && chars[i + 1] !== undefined && CONSONANTS[chars[i + 1] as string] !== undefined) {
          i += 1;
          continue;
        }
        break;
      }
      const next = chars[i];
      if (next === VIRAMA) {
        unit.dead = true;
        i += 1;
      } else if (next !== undefined && SIGNS[next] !== undefined) {
        unit.vowel = SIGNS[next];
        i += 1;
      }
    } else if (VOWELS[char] !== undefined) {
      unit.vowel = VOWELS[char];
      i += 1;
    } else {
      // A stray sign or joiner: nothing to write.
      i += 1;
      const last = result[result.length - 1];
      if (last && (char === ANUSVARA || char === CHANDRABINDU))
        last.nasal ??= char === ANUSVARA ? 'anusvara' : 'chandrabindu';
      if (last && char === VISARGA) last.visarga = true;
      continue;
    }
    while (chars[i] === ANUSVARA || chars[i] === CHANDRABINDU || chars[i] === VISARGA) {
      if (chars[i] === VISARGA) unit.visarga = true;
      else unit.nasal ??= chars[i] === ANUSVARA ? 'anusvara' : 'chandrabindu';
      i += 1;
    }
    result.push(unit);
  }
  return result;
}

const hasInherent = (unit: Akshara) => unit.consonants.length > 0 && unit.vowel === null && !unit.dead;
const FRONT = new Set(['i', 'e', 'ai']);

/** Whether the inherent "a" of aksharas[index] is written. */
function keepsInherent(aksharas: Akshara[], index: number, style: SchwaStyle): boolean {
  if (style === 'full') return true;
  const unit = aksharas[index] as Akshara;
  const previous = aksharas[index - 1];
  const next = aksharas[index + 1];
  if (!next) {
    // At a word's end: kept after a cluster (कृष्ण, मिश्र), in a one-letter word, before a nasal or visarga,
    // and after य following i or e (प्रिय -> priya, श्रेय -> shreya; but अजय -> ajay).
    if (index === 0 || unit.consonants.length > 1 || unit.nasal || unit.visarga) return true;
    const last = unit.consonants[0]?.letter;
    return last === 'य' && previous !== undefined && FRONT.has(previous.vowel ?? 'a');
  }
  if (style === 'name') return true;
  // Spoken: dropped inside a word between vowels when the next consonant carries its own vowel sign, unless that
  // would make a cluster of three (विश्वकर्मा stays bishwakarma).
  const afterVowel =
    previous !== undefined && !previous.dead && !(hasInherent(previous) && !keepsInherent(aksharas, index - 1, style));
  return !(
    afterVowel &&
    unit.consonants.length === 1 &&
    !unit.nasal &&
    !unit.visarga &&
    next.consonants.length === 1 &&
    next.vowel !== null
  );
}

/** व is b at a word's start (विष्णु -> bishnu), w in a cluster or before a/o/u (स्वर -> swar, पवन -> pawan), else v. */
function va(aksharas: Akshara[], index: number, position: number, vowel: string): string {
  if (position > 0) return 'w';
  if (index === 0) return 'b';
  if (aksharas[index - 1]?.nasal) return 'w';
  return vowel === '' || FRONT.has(vowel) ? 'v' : 'w';
}

function word(text: string, style: SchwaStyle): string {
  const known = WORDS[text];
  if (known) return known;
  const aksharas = parse(text);
  let out = '';
  aksharas.forEach((unit, index) => {
    const inherent = hasInherent(unit);
    const vowel = unit.vowel ?? (inherent && keepsInherent(aksharas, index, style) ? 'a' : '');
    unit.consonants.forEach(({ letter, nukta }, position) => {
      const following = unit.consonants[position + 1]?.letter;
      if (nukta && WITH_NUKTA[letter]) out += WITH_NUKTA[letter];
      else if (letter === 'ज' && following === 'ञ') out += 'g';
      else if (letter === 'ञ' && unit.consonants[position - 1]?.letter === 'ज') out += 'y';
      else if (letter === 'च' && following === 'छ') out += '';
      else if (letter === 'ष' && (following === 'ट' || following === 'ठ')) out += 's';
      else if (letter === 'ङ' && following && VELARS.has(following)) out += 'n';
      else if (letter === 'व') out += va(aksharas, index, position, vowel);
      else out += CONSONANTS[letter];
    });
    out += vowel;
    if (unit.nasal) {
      const nextLetter = aksharas[index + 1]?.consonants[0]?.letter;
      out += unit.nasal === 'anusvara' && nextLetter && LABIALS.has(nextLetter) ? 'm' : 'n';
    }
    if (unit.visarga) out += 'h';
  });
  return out;
}

const DIGIT_ZERO = 0x0966;

/** What stands between words: dandas become spaces, ॐ is "om", accents and marks go. */
const between = (text: string) =>
  text
    .replace(/[\u0964\u0965\u0970]/g, ' ')
    .replace(/\u0950/g, 'om')
    .replace(/[\u0900\u0951-\u0954\u0971]/g, '');

function run(text: string, style: SchwaStyle): string {
  // Digits become ASCII digits, dandas and other punctuation of the block break words.
  return text
    .normalize('NFD')
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DIGIT_ZERO))
    .split(/([^\u0901-\u094F\u0955-\u0963\u0972-\u097F\u200C\u200D]+)/)
    .map((part, index) => (index % 2 === 1 ? between(part) : word(part.replace(/[\u200C\u200D]/g, ''), style)))
    .join('');
}

/** The text with every Devanagari word in Latin letters ('राम गुरुङ' -> 'ram gurung'); other text unchanged. */
export function transliterate(text: string, style: SchwaStyle = 'name'): string {
  if (!hasDevanagari(text)) return text;
  return text.replace(RUN, (match) => run(match, style));
}

/** The distinct ways a text with Devanagari is written in Latin letters, the usual one first; none without. */
export function romanisations(text: string): string[] {
  if (!hasDevanagari(text)) return [];
  return [...new Set((['name', 'spoken', 'full'] as const).map((style) => transliterate(text, style)))];
}
