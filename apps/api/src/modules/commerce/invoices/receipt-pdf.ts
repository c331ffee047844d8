import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { PurchaseRow } from '../purchases.repository';
import type { InvoiceSettings } from './invoices';
import { includedVat } from './vat';

/**
 * Noto Sans Devanagari from Debian's fonts-noto-core (CI installs it, see .ci/run), for names and addresses
 * written in Nepali. It has no Latin letters, so Latin text is drawn in the PDF's built-in Helvetica and each line
 * is split into runs of either script. Without the font, Devanagari letters print as "?" (decision 56).
 */
export const DEVANAGARI_FONTS = {
  regular: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  bold: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf',
};

/** The font files read once, or null when the system has none. */
let devanagariFonts: { regular: Buffer; bold: Buffer } | null | undefined;
function systemDevanagari() {
  if (devanagariFonts === undefined) {
    const { regular, bold } = DEVANAGARI_FONTS;
    devanagariFonts =
      existsSync(regular) && existsSync(bold) ? { regular: readFileSync(regular), bold: readFileSync(bold) } : null;
  }
  return devanagariFonts;
}

/** Devanagari letters, signs, digits and dandas, and the Vedic signs it shares. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** The zero-width joiners, which shape conjuncts: Devanagari too. */
const JOINERS = new Set(['\u200C', '\u200D']);
const LETTER = /[\p{L}\p{M}]/u;

export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/**
 * A line cut into runs of Devanagari and of everything else. Spaces, digits and punctuation go with Devanagari only
 * between two Devanagari letters ("सीता राई" is one run), otherwise with the Latin text ("Buyer: " then "सीता राई").
 */
export function scriptRuns(text: string): ScriptRun[] {
  const chars = [...text];
  const strong = chars.map((char) =>
    DEVANAGARI.test(char) || JOINERS.has(char) ? true : LETTER.test(char) ? false : null,
  );
  const nearest = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < strong.length; index += step) {
      const value = strong[index];
      if (value !== null && value !== undefined) return value;
    }
    return false;
  };
  const runs: ScriptRun[] = [];
  chars.forEach((char, index) => {
    const devanagari = strong[index] ?? (nearest(index - 1, -1) && nearest(index + 1, 1));
    const last = runs.at(-1);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ text: char, devanagari });
  });
  return runs;
}

/** Windows-1252 beyond Latin-1: what the built-in fonts can print besides U+0020-U+00FF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text for a built-in font: a character it cannot encode (pdfkit would write a broken string) becomes "?". */
export function builtInText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0xff) || WIN_ANSI_EXTRA.has(char) ? char : '?';
    })
    .join('');
}

export interface ReceiptDetails {
  purchase: PurchaseRow;
  /** Who bought it, for a plain receipt (a tax invoice keeps the name it was issued to). */
  buyerName: string;
  methodName: string;
  brandName: string;
  /** Set when receipts are tax invoices; a purchase numbered as one shows its VAT. */
  invoices: InvoiceSettings | null;
  /** The Devanagari fonts to embed; null draws every line in the built-in fonts. Default: the system's. */
  devanagari?: { regular: Buffer; bold: Buffer } | null;
}

type Style = { size: number; bold?: boolean; color?: string };

const MARGIN = 56;
const GREY = '#4b5563';

/** The receipt (or tax invoice) of a paid purchase as a one-page A4 PDF. */
export function receiptPdf(details: ReceiptDetails): Promise<Buffer> {
  const { purchase, invoices } = details;
  const taxInvoice = Boolean(invoices && purchase.invoiceNumber);
  const title = taxInvoice ? 'Tax invoice' : 'Receipt';
  const seller = invoices?.name ?? details.brandName;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${purchase.invoiceNumber ?? purchase.referenceId}`, Author: seller },
  });
  const fonts = details.devanagari === undefined ? systemDevanagari() : details.devanagari;
  if (fonts) doc.registerFont('deva', fonts.regular).registerFont('deva-bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  /** Writes text at (x, y), or where the last line ended, each script in its font; answers the y below it. */
  const write = (text: string, style: Style, at?: { x: number; y: number; width: number; align?: 'right' }) => {
    const runs = fonts ? scriptRuns(text) : [{ text, devanagari: false }];
    doc.fillColor(style.color ?? '#111827').fontSize(style.size);
    runs.forEach((run, index) => {
      const font = run.devanagari ? (style.bold ? 'deva-bold' : 'deva') : style.bold ? 'Helvetica-Bold' : 'Helvetica';
      const options = { continued: index < runs.length - 1, width: at?.width ?? width, align: at?.align };
      const shown = run.devanagari ? run.text : builtInText(run.text);
      if (index === 0 && at) doc.font(font).text(shown, at.x, at.y, options);
      else doc.font(font).text(shown, options);
    });
    return doc.y;
  };
  /** A label and its value on one row. */
  const row = (label: string, value: string) => {
    const y = doc.y;
    const below = write(label, { size: 10, color: GREY }, { x: MARGIN, y, width: 130 });
    const after = write(value, { size: 10 }, { x: MARGIN + 140, y, width: width - 140 });
    doc.x = MARGIN;
    doc.y = Math.max(below, after) + 4;
  };
  /** An amount line, right-aligned under the item's amount. */
  const amount = (label: string, value: string, style: Style = { size: 10 }) => {
    const y = doc.y;
    write(label, { ...style, color: style.color ?? GREY }, { x: MARGIN, y, width: width - 130, align: 'right' });
    const below = write(value, style, { x: MARGIN + width - 120, y, width: 120, align: 'right' });
    doc.x = MARGIN;
    doc.y = below + 4;
  };
  const rule = () => {
    doc.moveDown(0.5);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.moveDown(0.8);
  };
  const money = (paisa: number) => formatMoney(paisa, purchase.currency, 'en');
  const paidAt = purchase.paidAt ?? purchase.createdAt;

  write(title, { size: 22, bold: true }, { x: MARGIN, y: MARGIN, width });
  doc.moveDown(0.4);
  write(seller, { size: 13, bold: true });
  if (invoices?.address) write(invoices.address, { size: 10, color: GREY });
  if (invoices) write(`PAN: ${invoices.pan}`, { size: 10, color: GREY });
  rule();

  if (purchase.invoiceNumber) row('Invoice number', purchase.invoiceNumber);
  row('Date', formatDateTimeWithBs(paidAt, 'en', 'NPT'));
  row('Buyer', purchase.buyerName ?? details.buyerName);
  row('Payment method', details.methodName);
  if (purchase.gatewayTxnId) row('Transaction id', purchase.gatewayTxnId);
  row('Our reference', purchase.referenceId);
  rule();

  const y = doc.y;
  write('Item', { size: 9, bold: true, color: GREY }, { x: MARGIN, y, width: width - 200 });
  write('Quantity', { size: 9, bold: true, color: GREY }, { x: MARGIN + width - 190, y, width: 60, align: 'right' });
  write('Amount', { size: 9, bold: true, color: GREY }, { x: MARGIN + width - 120, y, width: 120, align: 'right' });
  doc.moveDown(0.4);
  const itemY = doc.y;
  const itemBelow = write(purchase.productName, { size: 10 }, { x: MARGIN, y: itemY, width: width - 200 });
  const quantity = { x: MARGIN + width - 190, y: itemY, width: 60, align: 'right' as const };
  write(String(purchase.quantity), { size: 10 }, quantity);
  write(money(purchase.amount), { size: 10 }, { x: MARGIN + width - 120, y: itemY, width: 120, align: 'right' });
  doc.x = MARGIN;
  doc.y = itemBelow;
  rule();

  if (taxInvoice) {
    const rateBp = purchase.vatRateBp ?? invoices?.vatRateBp ?? 0;
    const { taxable, vat } = includedVat(purchase.amount, rateBp);
    amount('Taxable amount', money(taxable));
    amount(`VAT ${rateBp / 100}%`, money(vat));
  }
  amount(taxInvoice ? 'Total (VAT included)' : 'Total', money(purchase.amount), { size: 13, bold: true });

  if (purchase.status === 'REFUNDED') {
    doc.moveDown(1.5);
    const refundedAt = purchase.refundedAt ? ` on ${formatDateTimeWithBs(purchase.refundedAt, 'en', 'NPT')}` : '';
    write(`REFUNDED${refundedAt}`, { size: 12, bold: true, color: '#b91c1c' }, { x: MARGIN, y: doc.y, width });
  }
  doc.end();
  return done;
}
