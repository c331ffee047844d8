import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { decideInSandbox, initiate, videoOnSale } from '../../../../test/commerce-factories';
import { TestClient } from '../../../../test/client';
import { outboxFor } from '../../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../../test/fighter-factories';
import { pdfText } from '../../../../test/pdf-text';
import { useTestApp } from '../../../../test/use-test-app';
import { grants } from '../../access/access.table';
import { invoiceCounters } from '../commerce.table';
import { purchasesRepository } from '../purchases.repository';
import { nepaliFiscalYear } from './fiscal-year';
import { Invoices } from './invoices';
import { DEVANAGARI_FONTS } from './receipt-pdf';

const t = useTestApp({
  BUSINESS_PAN: '301234567',
  BUSINESS_NAME: 'Summit Sports Pvt. Ltd.',
  BUSINESS_ADDRESS: 'Tripureshwor, Kathmandu',
});
const db = () => t.database.db;

/** A fan pays a product through the sandbox; answers the confirmation's purchase. */
async function paid(client: TestClient, product: { id: string; amount: number }) {
  const referenceId = await initiate(client, product);
  const params = await decideInSandbox(client, referenceId, true);
  const reply = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
  expect(reply.body.data.status).toBe('PAID');
  return reply.body.data as { referenceId: string; invoiceNumber: string };
}

const purchaseOf = async (referenceId: string) => {
  const row = await purchasesRepository.findByReference(db(), referenceId);
  if (!row) throw new Error(`no purchase ${referenceId}`);
  return row;
};

const counterOf = async (fiscalYear: string) =>
  (await db().select().from(invoiceCounters).where(eq(invoiceCounters.fiscalYear, fiscalYear)))[0]?.lastNumber;

/** The year before "2083/84". */
const previousYear = (year: string) => {
  const first = Number(year.slice(0, 4)) - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
};

/** The bytes of a download (the test client reads bodies as text). */
async function download(client: TestClient, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'device-token': client.deviceToken, ...(client.token ? { 'x-xsrf-token': client.token } : {}) },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/**
 * On PostgreSQL, another connection locks the year's counter row while `work` runs, until payments queue for it
 * (the first waits for the holder, the next ones for the first). (PGlite has one connection: nothing to hold there.)
 */
async function withCounterHeld<T>(fiscalYear: string, work: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (t.database.kind !== 'postgres' || !url) return work();
  const { rows } = await t.database.executeSql('select current_database() as name');
  const target = new URL(url);
  target.pathname = `/${(rows as { name: string }[])[0]?.name ?? ''}`;
  const holder = new pg.Client({ connectionString: target.toString() });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select last_number from invoice_counters where fiscal_year = $1 for update', [fiscalYear]);
    const running = work();
    await vi.waitFor(
      async () => {
        const waiting = await holder.query<{ count: number }>(
          `select count(*)::int as count from pg_locks where not granted and (
             (locktype = 'transactionid' and transactionid = pg_current_xact_id()::text::xid) or
             (locktype = 'tuple' and relation = 'invoice_counters'::regclass))`,
        );
        if ((waiting.rows[0]?.count ?? 0) < 2) throw new Error('payments do not queue for the counter yet');
      },
      { timeout: 4000, interval: 25 },
    );
    await holder.query('commit');
    return await running;
  } finally {
    await holder.end();
  }
}

describe('tax invoices', () => {
  it('number a year’s first 20 payments 1 to 20, each once, however they race; another year counts apart', async () => {
    const year = nepaliFiscalYear(new Date());
    const previous = previousYear(year);
    await db()
      .insert(invoiceCounters)
      .values([
        { fiscalYear: previous, lastNumber: 999 },
        { fiscalYear: year, lastNumber: 0 },
      ]);
    const { product } = await videoOnSale(db(), t.config, 29_900);
    const fans = await Promise.all(Array.from({ length: 20 }, () => signedInCustomer(t.app, db())));
    const started = await Promise.all(
      fans.map(async ({ client }) => {
        const referenceId = await initiate(client, product);
        return { client, referenceId, params: await decideInSandbox(client, referenceId, true) };
      }),
    );
    const replies = await withCounterHeld(year, () =>
      Promise.all(
        started.map(({ client, referenceId, params }) =>
          client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params }),
        ),
      ),
    );
    expect(replies.map((reply) => reply.body.data.status)).toEqual(Array(20).fill('PAID'));
    const numbers = replies.map((reply) => reply.body.data.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `${year}-${String(index + 1).padStart(6, '0')}`));
    expect(await counterOf(year)).toBe(20);
    expect(await counterOf(previous)).toBe(999);
  });

  it('start each fiscal year at 1 on Shrawan 1, and a number rolled back with its payment is taken again', async () => {
    const invoices = new Invoices(t.config.invoices ?? { pan: '', name: '', address: null, vatRateBp: 1300 });
    // Shrawan 1, 2090 BS is 17 July 2033: midnight in Kathmandu is 18:15 UTC the day before.
    const shrawan1 = new Date('2033-07-16T18:15:00Z');
    await db().insert(invoiceCounters).values({ fiscalYear: '2089/90', lastNumber: 41 });
    const take = (at: Date) => db().transaction((tx) => invoices.next(tx, at));
    expect(await take(new Date(shrawan1.getTime() - 1))).toBe('2089/90-000042');
    expect(await take(shrawan1)).toBe('2090/91-000001');
    await expect(
      db().transaction(async (tx) => {
        expect(await invoices.next(tx, shrawan1)).toBe('2090/91-000002');
        throw new Error('the payment failed after its number was taken');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await take(shrawan1)).toBe('2090/91-000002');
    expect(await take(new Date(shrawan1.getTime() - 1))).toBe('2089/90-000043');
  });

  it('keep the VAT rate and the buyer’s name, and the receipt by email is the tax invoice', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client, customer } = await signedInCustomer(t.app, db(), { firstName: 'Maya', lastName: 'Gurung' });
    const purchase = await paid(client, product);
    expect(purchase.invoiceNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    expect(purchase.invoiceNumber.startsWith(`${nepaliFiscalYear(new Date())}-`)).toBe(true);
    expect(await purchaseOf(purchase.referenceId)).toMatchObject({
      invoiceNumber: purchase.invoiceNumber,
      vatRateBp: 1300,
      buyerName: 'Maya Gurung',
    });
    // The buyer's purchases say it too.
    const mine = (await client.post('/purchases/search', {})).body.data.items as {
      referenceId: string;
      invoiceNumber: string;
    }[];
    expect(mine.find((item) => item.referenceId === purchase.referenceId)?.invoiceNumber).toBe(purchase.invoiceNumber);

    const mail = await vi.waitFor(async () => {
      const [message] = await outboxFor(t.app, customer.email ?? '');
      if (!message?.subject?.startsWith('Tax invoice')) throw new Error('not sent yet');
      return message;
    });
    expect(mail.subject).toContain(purchase.invoiceNumber);
    for (const line of [
      'Seller: Summit Sports Pvt. Ltd., PAN 301234567',
      `Invoice number: ${purchase.invoiceNumber}`,
      'Buyer: Maya Gurung',
      'Taxable amount: Rs. 1,000',
      'VAT 13%: Rs. 130 (included in the price)',
      'Total: Rs. 1,130 (VAT included)',
      'मूल्य अभिवृद्धि कर १३%: रु. १३०',
    ])
      expect(mail.text).toContain(line);
  });

  it('number a payment that delivered nothing too (content already held): money was received', async () => {
    const { video, product } = await videoOnSale(db(), t.config, 29_900);
    const { client, customer } = await signedInCustomer(t.app, db());
    const referenceId = await initiate(client, product);
    const params = await decideInSandbox(client, referenceId, true);
    // Staff gave the video meanwhile: the payment is a duplicate.
    await db()
      .insert(grants)
      .values({ customerId: customer.id, contentType: 'VIDEO', contentId: video.id, source: 'STAFF' });
    await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    const row = await purchaseOf(referenceId);
    expect(row.flag).toBe('DUPLICATE_PAYMENT');
    expect(row.paidAt).not.toBeNull();
    expect(row.invoiceNumber).toMatch(new RegExp(`^${nepaliFiscalYear(new Date()).replace('/', '\\/')}-\\d{6}$`));
  });

  it('download as PDF: a tax invoice with the seller, PAN, number, buyer, VAT and total, and later its refund', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client } = await signedInCustomer(t.app, db(), { firstName: 'सीता', lastName: 'राई' });
    const purchase = await paid(client, product);
    const url = `/purchases/${purchase.referenceId}/receipt.pdf`;
    const own = await download(client, url);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="receipt-${purchase.referenceId}.pdf"`);
    expect(own.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(own.bytes);
    for (const expected of [
      'Tax invoice',
      'Summit Sports Pvt. Ltd.',
      'Tripureshwor, Kathmandu',
      'PAN: 301234567',
      purchase.invoiceNumber,
      'Tamang vs Gurung',
      'Taxable amount',
      'Rs. 1,000',
      'VAT 13%',
      'Rs. 130',
      'Total (VAT included)',
      'Rs. 1,130',
      purchase.referenceId,
      'sandbox (test payment)',
    ])
      expect(text).toContain(expected);
    expect(text.some((line) => / NPT \([A-Z][a-z]+ \d{1,2}, \d{4} BS\)$/.test(line))).toBe(true);
    // The buyer's name as written: in Noto Sans Devanagari where the system has it (CI installs it).
    expect(text).toContain(existsSync(DEVANAGARI_FONTS.regular) ? 'सीता राई' : '???? ???');
    expect(text.join('\n')).not.toContain('REFUNDED');

    const { client: cashier } = await signedInStaff(t.app, db(), ['TRANSACTION']);
    expect((await cashier.post(`/purchases/${purchase.referenceId}/refund`, {})).status).toBe(200);
    const refunded = await download(client, url);
    expect(refunded.status).toBe(200);
    const after = pdfText(refunded.bytes);
    expect(after).toContain(purchase.invoiceNumber);
    expect(after.some((line) => /^REFUNDED on \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} NPT/.test(line))).toBe(true);
  });

  it('go to the buyer and to staff with TRANSACTION; anyone else is told it does not exist', async () => {
    const { product } = await videoOnSale(db(), t.config, 113_000);
    const { client: buyer } = await signedInCustomer(t.app, db());
    const purchase = await paid(buyer, product);
    const url = `/purchases/${purchase.referenceId}/receipt.pdf`;
    expect((await download(buyer, url)).status).toBe(200);

    const { client: cashier } = await signedInStaff(t.app, db(), ['TRANSACTION']);
    const forStaff = await download(cashier, url);
    expect([forStaff.status, forStaff.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdfText(forStaff.bytes)).toContain(purchase.invoiceNumber);

    // Another customer, and staff without TRANSACTION, cannot tell it from an unknown reference.
    const { client: other } = await signedInCustomer(t.app, db());
    const { client: editor } = await signedInStaff(t.app, db(), ['DASHBOARD', 'BOOKINGANDTICKETING']);
    for (const client of [other, editor]) {
      const refused = await client.get(url);
      expect([refused.status, refused.body.code]).toEqual([404, 'HUBPUNF001']);
    }
    const unknown = await buyer.get('/purchases/RS-NOPE/receipt.pdf');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBPUNF001']);
    const visitor = await new TestClient(t.app).get(url);
    expect(visitor.status).toBe(401);

    // Only money received has a receipt.
    const unpaid = await initiate(buyer, (await videoOnSale(db(), t.config)).product);
    for (const client of [buyer, cashier]) {
      const early = await client.get(`/purchases/${unpaid}/receipt.pdf`);
      expect([early.status, early.body.code]).toEqual([409, 'HUBPURC001']);
    }
  });
});
