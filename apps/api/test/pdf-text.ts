import { inflateSync } from 'node:zlib';

/** Windows-1252 (the built-in fonts' encoding) from 0x80 to 0x9F; the rest is Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** A PDF object's dictionary and its stream, inflated when it was compressed. */
interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const start = body.indexOf('stream');
    const dictionary = start < 0 ? body : body.slice(0, start);
    let stream: Buffer | null = null;
    if (start >= 0) {
      const raw = Buffer.from(
        body.slice(start + 'stream'.length, body.lastIndexOf('endstream')).replace(/^\r?\n/, ''),
        'latin1',
      );
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(match[1] ?? '', { dictionary, stream });
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it (bfrange lines with arrays): code -> text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] ?? '0', 16);
    [...(range[2] ?? '').matchAll(/<([^>]*)>/g)].forEach((entry, offset) => {
      const units = (entry[1] ?? '').split(' ').map((hex) => parseInt(hex, 16));
      map.set(start + offset, String.fromCharCode(...units));
    });
  }
  return map;
}

/**
 * The text a pdfkit document shows, one string per text-showing operator, in order: built-in fonts decoded as
 * Windows-1252, embedded fonts through their ToUnicode map (so Devanagari reads back as written). Enough for our own
 * receipts; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const object of objects.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(object.dictionary)?.[1];
    for (const entry of resources?.matchAll(/\/(\w+)\s+(\d+) 0 R/g) ?? []) {
      const font = objects.get(entry[2] ?? '');
      const unicodeRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dictionary)?.[1];
      const cmap = unicodeRef ? objects.get(unicodeRef)?.stream : null;
      fonts.set(entry[1] ?? '', cmap ? toUnicode(cmap.toString('latin1')) : null);
    }
  }
  const shown: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/\bTJ\b/.test(object.stream.toString('latin1'))) continue;
    let font: Map<number, string> | null = null;
    for (const op of object.stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]) ?? null;
        continue;
      }
      const hex = [...(op[2] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1] ?? '').join('');
      shown.push(
        font
          ? (hex.match(/.{4}/g) ?? []).map((code) => font?.get(parseInt(code, 16)) ?? '\uFFFD').join('')
          : winAnsi(Buffer.from(hex, 'hex')),
      );
    }
  }
  return shown;
}
