import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { decideInSandbox, initiate, videoOnSale } from '../../../../test/commerce-factories';
import { TestClient } from '../../../../test/client';
import { outboxFor } from '../../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../../test/fighter-factories';
import { useTestApp } from '../../../../test/use-test-app';
import { invoiceCounters } from '../commerce.table';
import { purchasesRepository } from '../purchases.repository';
import { nepaliFiscalYear } from './fiscal-year';
import { receiptPdf } from './receipt-pdf';

const t = useTestApp({
  BUSINESS_PAN: '301234567',
  BUSINESS_NAME: 'Summit Sports Pvt. Ltd.',
  BUSINESS_ADDRESS: 'Tripureshwor, Kathmandu',
});
const db = () => t.database.db;

/** A fan pays a paid video (Rs. 1,130) through the sandbox; answers the confirmation's purchase. */
async function paidVideo(client: TestClient, product: { id: string; amount: number }) {
  const referenceId = await initiate(client, product);
  const params = await decideInSandbox(client, referenceId, true);
  const paid = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
  expect(paid.body.data.status).toBe('PAID');
  return paid.body.data as { referenceId: string; invoiceNumber: string };
}

const sequence = (number: string) => Number(number.split('-')[1]);

/** The lines of an uncompressed PDF's text: each text-showing array's hex strings decoded and joined. */
function pdfText(pdf: Buffer): string {
  const arrays = pdf.toString('latin1').match(/\[([^\]]*)\] TJ/g) ?? [];
  return arrays
    .map((array) =>
      [...array.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

describe('tax invoices', () => {
  it('number every payment in its fiscal year, with the VAT rate and the buyer’s name', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client, customer } = await signedInCustomer(t.app, db(), { firstName: 'Maya', lastName: 'Gurung' });
    const paid = await paidVideo(client, product);
    const year = nepaliFiscalYear(new Date());
    expect(paid.invoiceNumber).toMatch(new RegExp(`^${year.replace('/', '\\/')}-\\d{6}$`));
    const row = await purchasesRepository.findByReference(db(), paid.referenceId);
    expect(row).toMatchObject({ vatRateBp: 1300, buyerName: 'Maya Gurung', customerId: customer.id });

    // The receipt by email is the tax invoice: seller and PAN, number, buyer, VAT included.
    const mail = await vi.waitFor(async () => {
      const [message] = await outboxFor(t.app, customer.email ?? '');
      if (!message?.subject?.startsWith('Tax invoice')) throw new Error('not sent yet');
      return message;
    });
    expect(mail.subject).toContain(paid.invoiceNumber);
    expect(mail.text).toContain('Seller: Summit Sports Pvt. Ltd., PAN 301234567');
    expect(mail.text).toContain(`Invoice number: ${paid.invoiceNumber}`);
    expect(mail.text).toContain('Buyer: Maya Gurung');
    expect(mail.text).toContain('Taxable amount: Rs. 1,000');
    expect(mail.text).toContain('VAT 13%: Rs. 130 (included in the price)');
    expect(mail.text).toContain('मूल्य अभिवृद्धि कर १३%: रु. १३०');
  });

  it('are sequential and gapless under concurrent payments, and each year counts on its own', async () => {
    const year = nepaliFiscalYear(new Date());
    // Another year's counter far ahead changes nothing in this one.
    await db().insert(invoiceCounters).values({ fiscalYear: '2070/71', lastNumber: 5000 }).onConflictDoNothing();
    const { product } = await videoOnSale(db(), t.config, 29_900);
    const fans = await Promise.all(Array.from({ length: 20 }, () => signedInCustomer(t.app, db())));
    const started = await Promise.all(
      fans.map(async ({ client }) => {
        const referenceId = await initiate(client, product);
        return { client, referenceId, params: await decideInSandbox(client, referenceId, true) };
      }),
    );
    const before = (await db().select().from(invoiceCounters).where(eq(invoiceCounters.fiscalYear, year)))[0];
    const paid = await Promise.all(
      started.map(({ client, referenceId, params }) =>
        client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params }),
      ),
    );
    const numbers = paid.map((reply) => sequence(reply.body.data.invoiceNumber as string)).sort((a, b) => a - b);
    const first = (before?.lastNumber ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    const [other] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.fiscalYear, '2070/71'));
    expect(other?.lastNumber).toBe(5000);
  });

  it('download as PDF: the buyer’s own and, for staff with TRANSACTION, any; nobody else’s', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client: buyer } = await signedInCustomer(t.app, db());
    const paid = await paidVideo(buyer, product);
    const url = `/purchases/${paid.referenceId}/receipt.pdf`;
    const own = await buyer.get(url);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="receipt-${paid.referenceId}.pdf"`);
    expect(String(own.body).startsWith('%PDF-')).toBe(true);

    const { client: cashier } = await signedInStaff(t.app, db(), ['TRANSACTION']);
    expect((await cashier.get(url)).status).toBe(200);
    const { client: other } = await signedInCustomer(t.app, db());
    expect([(await other.get(url)).status, (await other.get(url)).body.code]).toEqual([404, 'HUBPUNF001']);
    const { client: editor } = await signedInStaff(t.app, db(), ['DASHBOARD']);
    expect((await editor.get(url)).status).toBe(404);
    expect((await new TestClient(t.app).get(url)).status).toBe(401);

    const unpaid = await initiate(buyer, (await videoOnSale(db(), t.config)).product);
    const early = await buyer.get(`/purchases/${unpaid}/receipt.pdf`);
    expect([early.status, early.body.code]).toEqual([409, 'HUBPURC001']);
  });

  it('carry the seller, the number, the buyer, the VAT and the total in the PDF', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client } = await signedInCustomer(t.app, db(), { firstName: 'Sita', lastName: 'Rai' });
    const paid = await paidVideo(client, product);
    const purchase = await purchasesRepository.findByReference(db(), paid.referenceId);
    if (!purchase) throw new Error('no purchase');
    const pdf = await receiptPdf({
      purchase,
      buyerName: 'Sita Rai',
      methodName: 'sandbox (test payment)',
      brandName: 'SFC',
      invoices: t.config.invoices,
      plain: true,
    });
    const text = pdfText(pdf);
    for (const expected of [
      'Tax invoice',
      'Summit Sports Pvt. Ltd.',
      'PAN: 301234567',
      `Invoice number: ${paid.invoiceNumber}`,
      'Buyer: Sita Rai',
      'Taxable amount: Rs. 1,000',
      'VAT 13%: Rs. 130',
      'Total: Rs. 1,130',
    ])
      expect(text).toContain(expected);
  });
});
