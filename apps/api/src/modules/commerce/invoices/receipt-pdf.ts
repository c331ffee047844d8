import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatBsDate, formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { PurchaseRow } from '../purchases.repository';
import type { InvoiceSettings } from './invoices';
import { includedVat } from './vat';

/**
 * A font that draws Devanagari as well as Latin (a buyer's or an event's name in Nepali): Noto Sans Devanagari
 * where the system has it (Debian's fonts-noto-core); otherwise the PDF's built-in Helvetica, which draws Latin only.
 */
const DEVANAGARI_FONT = ['/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'].find((file) =>
  existsSync(file),
);

export interface ReceiptDetails {
  purchase: PurchaseRow;
  /** Who bought it, for a plain receipt (a tax invoice keeps the name it was issued to). */
  buyerName: string;
  methodName: string;
  brandName: string;
  /** Set when receipts are tax invoices; a purchase numbered as one shows its VAT. */
  invoices: InvoiceSettings | null;
  /** Tests read the text: streams left uncompressed, in the built-in font (whose text is plain in the file). */
  plain?: boolean;
}

/** The receipt (or tax invoice) of a paid purchase as a one-page A4 PDF. */
export function receiptPdf(details: ReceiptDetails): Promise<Buffer> {
  const { purchase, invoices } = details;
  const taxInvoice = Boolean(invoices && purchase.invoiceNumber);
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: !details.plain });
  if (DEVANAGARI_FONT && !details.plain) doc.registerFont('body', DEVANAGARI_FONT).font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (paisa: number) => formatMoney(paisa, purchase.currency, 'en');
  const paidAt = purchase.paidAt ?? purchase.createdAt;
  const bs = formatBsDate(paidAt, 'en');
  const line = (label: string, value: string) => doc.fontSize(11).text(`${label}: ${value}`, { lineGap: 4 });

  doc.fontSize(20).text(taxInvoice ? 'Tax invoice' : 'Receipt', { lineGap: 8 });
  doc.fontSize(13).text(invoices?.name ?? details.brandName, { lineGap: 2 });
  if (invoices?.address) doc.fontSize(11).text(invoices.address);
  if (invoices) line('PAN', invoices.pan);
  doc.moveDown();
  if (purchase.invoiceNumber) line('Invoice number', purchase.invoiceNumber);
  line('Date', `${formatDateTime(paidAt, 'en')} Nepal time${bs ? ` (${bs})` : ''}`);
  line('Buyer', purchase.buyerName ?? details.buyerName);
  line('Reference', purchase.referenceId);
  line('Paid with', `${details.methodName}${purchase.gatewayTxnId ? `, transaction ${purchase.gatewayTxnId}` : ''}`);
  doc.moveDown();
  line('Item', `${purchase.productName}${purchase.quantity > 1 ? ` × ${purchase.quantity}` : ''}`);
  if (taxInvoice) {
    const rateBp = purchase.vatRateBp ?? invoices?.vatRateBp ?? 0;
    const { taxable, vat } = includedVat(purchase.amount, rateBp);
    line('Taxable amount', money(taxable));
    line(`VAT ${rateBp / 100}%`, money(vat));
  }
  doc.fontSize(14).text(`Total: ${money(purchase.amount)}`, { lineGap: 6 });
  if (purchase.status === 'REFUNDED' && purchase.refundedAt)
    doc
      .fontSize(12)
      .fillColor('#b91c1c')
      .text(`REFUNDED on ${formatDateTime(purchase.refundedAt, 'en')}`);
  doc.end();
  return done;
}
