import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport, SalesReportRow } from '@ringside/contract';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { createCustomer } from '../../../test/factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { eventTickets, ticketTiers } from '../events/events.table';
import { purchases } from './commerce.table';
import { productsRepository } from './products.repository';
import { csvCell } from './reports-csv';

const t = useTestApp();

type NewPurchase = typeof purchases.$inferInsert;
const at = (iso: string) => new Date(iso);

/** A minimal RFC 4180 reader, to check that what the export escapes reads back as it was. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  expect([cell, record]).toEqual(['', []]);
  return records;
}

const HEADER = [
  'created_at',
  'paid_at',
  'refunded_at',
  'reference_id',
  'status',
  'flag',
  'customer_name',
  'customer_email',
  'customer_mobile',
  'product_type',
  'product_name',
  'quantity',
  'amount_npr',
  'currency',
  'method',
  'gateway_txn_id',
];

/**
 * The books of 20 to 22 November 2026, Kathmandu days: from 2026-11-19T18:15Z to 2026-11-22T18:15Z. Each purchase
 * says on which Kathmandu day it counts, if it does.
 */
async function seedBooks() {
  const { db } = t.database;
  const fan = await createCustomer(db, {
    firstName: 'Asha',
    lastName: 'Tamang',
    countryCode: '+977',
    mobileNumber: '9812345678',
  });
  const hacker = await createCustomer(db, { firstName: '=cmd', lastName: '|calc' });
  const everest = await createEvent(db, { name: 'Everest Fight Night' });
  const ringside = await createEvent(db, { name: 'Ringside Nepal 7' });
  const video = await productsRepository.insert(db, {
    productType: 'VIDEO',
    contentId: randomUUID(),
    name: 'Tamang vs Gurung',
    amount: 50_000,
  });
  const live = await productsRepository.insert(db, {
    productType: 'LIVE_EVENT',
    contentId: everest.id,
    name: 'Everest Fight Night live',
    amount: 99_900,
  });
  const pass = await productsRepository.insert(db, {
    productType: 'PASS',
    contentId: randomUUID(),
    name: 'Fight Pass',
    amount: 150_000,
    validDays: 30,
  });
  // A tier is its product's content, and the product is the tier's: the id comes first.
  const tierId = randomUUID();
  const vip = await productsRepository.insert(db, {
    productType: 'TICKET',
    contentId: tierId,
    name: 'Ringside, "VIP"',
    amount: 150_000,
  });
  await db
    .insert(ticketTiers)
    .values({ id: tierId, eventId: ringside.id, productId: vip.id, capacity: 50, perOrderLimit: 4 });

  const base = (product: typeof video, values: Partial<NewPurchase>): NewPurchase => ({
    referenceId: `RS-${randomUUID().slice(0, 12)}`,
    customerId: fan.id,
    productId: product.id,
    productType: product.productType,
    contentId: product.contentId,
    productName: product.name,
    amount: product.amount,
    currency: 'NPR',
    method: 'ESEWA',
    status: 'PAID',
    expiresAt: at('2026-12-31T00:00:00Z'),
    createdAt: values.paidAt ? new Date((values.paidAt as Date).getTime() - 60_000) : at('2026-11-21T06:00:00Z'),
    ...values,
  });
  const rows = {
    // 00:05 on the 21st in Kathmandu (created 23:59 on the 20th).
    afterMidnight: base(video, { paidAt: at('2026-11-20T18:20:00Z'), createdAt: at('2026-11-20T18:14:00Z') }),
    // 23:55 on the 20th in Kathmandu.
    beforeMidnight: base(video, { amount: 30_000, method: 'KHALTI', paidAt: at('2026-11-20T18:10:00Z') }),
    // Paid on the 20th, refunded on the 22nd: gross on one day, refund on the other.
    refundedInside: base(live, {
      status: 'REFUNDED',
      paidAt: at('2026-11-20T04:00:00Z'),
      refundedAt: at('2026-11-22T05:00:00Z'),
    }),
    // Paid before the period, refunded on the 21st: a refund only.
    paidBefore: base(live, {
      status: 'REFUNDED',
      method: 'KHALTI',
      paidAt: at('2026-11-10T04:00:00Z'),
      refundedAt: at('2026-11-21T06:00:00Z'),
    }),
    // Paid on the 21st, refunded after the period: gross only. Its name holds a line break.
    refundedAfter: base(video, {
      status: 'REFUNDED',
      amount: 20_000,
      productName: 'Replay\nnight',
      paidAt: at('2026-11-21T08:00:00Z'),
      refundedAt: at('2026-11-25T08:00:00Z'),
    }),
    // Two seats of the VIP tier: Ringside Nepal 7's, on the 22nd.
    tickets: base(vip, {
      quantity: 2,
      amount: 300_000,
      method: 'CONNECT_IPS',
      customerId: hacker.id,
      gatewayTxnId: '=HYPERLINK("http://x")',
      paidAt: at('2026-11-22T10:00:00Z'),
    }),
    // 23:59 on the 22nd: the period's last minute.
    lastMinute: base(pass, { paidAt: at('2026-11-22T18:14:00Z') }),
    // 00:00 on the 23rd and 23:59:59 on the 19th: outside.
    nextMidnight: base(video, { amount: 10_000, paidAt: at('2026-11-22T18:15:00Z') }),
    dayBefore: base(video, { amount: 10_000, paidAt: at('2026-11-19T18:14:59Z') }),
    // Never paid, or in dollars: not in the sums (but in the export).
    unpaid: base(video, { status: 'UNPAID', amount: 40_000 }),
    failed: base(video, { status: 'FAILED', amount: 40_000, createdAt: at('2026-11-21T06:01:00Z') }),
    dollars: base(video, {
      currency: 'USD',
      amount: 1_500,
      method: 'STRIPE',
      paidAt: at('2026-11-21T09:00:00Z'),
    }),
    refundedDollars: base(video, {
      currency: 'USD',
      status: 'REFUNDED',
      amount: 1_500,
      method: 'STRIPE',
      paidAt: at('2026-11-21T09:30:00Z'),
      refundedAt: at('2026-11-21T10:00:00Z'),
    }),
  };
  await db.insert(purchases).values(Object.values(rows));
  return { fan, hacker, everest, ringside, rows, vip, tierId };
}

let books: Awaited<ReturnType<typeof seedBooks>>;
let cashier: TestClient;

beforeAll(async () => {
  books = await seedBooks();
  cashier = (await signedInStaff(t.app, t.database.db, ['TRANSACTION'])).client;
});

async function sales(groupBy: string, from = '2026-11-20', to = '2026-11-22'): Promise<SalesReport> {
  const reply = await cashier.post('/reports/sales', { from, to, groupBy });
  expect(reply.status).toBe(200);
  return reply.body.data as SalesReport;
}

const row = (key: string, label: string, gross: number, count: number, refunds = 0, refundCount = 0) => ({
  key,
  label,
  gross,
  refunds,
  net: gross - refunds,
  count,
  refundCount,
});

function expectTotalsOfRows(report: SalesReport) {
  const sum = (pick: (row: SalesReportRow) => number) => report.rows.reduce((total, one) => total + pick(one), 0);
  expect(report.totals).toEqual({
    gross: sum((one) => one.gross),
    refunds: sum((one) => one.refunds),
    net: sum((one) => one.net),
    count: sum((one) => one.count),
    refundCount: sum((one) => one.refundCount),
  });
}

describe('the staff’s money view', () => {
  it('is the TRANSACTION area’s: 401 signed out, 403 for customers and other staff', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING', 'DASHBOARD']);
    const calls = [
      ['POST', '/reports/sales'],
      ['GET', '/reports/purchases.csv?from=2026-11-20&to=2026-11-22'],
      ['GET', `/reports/tiers?eventId=${randomUUID()}`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' ? { from: '2026-11-20', to: '2026-11-22', groupBy: 'DAY' } : undefined;
      const anonymous = await new TestClient(t.app).call(method, url, body);
      expect([url, anonymous.status, anonymous.body.code]).toEqual([url, 401, 'HUBCSTK001']);
      for (const client of [fan, booker]) {
        const refused = await client.call(method, url, body);
        expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'HUBGNFB001']);
      }
    }
  });

  it('totals the period by Kathmandu day: every day present, gross by payment, refunds by refund day', async () => {
    const report = await sales('DAY');
    expect(report).toMatchObject({ from: '2026-11-20', to: '2026-11-22', groupBy: 'DAY', currency: 'NPR' });
    expect(report.rows).toEqual([
      // 23:55 there (30,000) and a live pass (99,900 refunded on the 22nd).
      row('2026-11-20', '2026-11-20', 129_900, 2),
      // 00:05 there (50,000) and the video refunded after the period (20,000); the refund of one paid before.
      row('2026-11-21', '2026-11-21', 70_000, 2, 99_900, 1),
      // The tickets (300,000) and the pass at 23:59 (150,000); the live pass refunded.
      row('2026-11-22', '2026-11-22', 450_000, 2, 99_900, 1),
    ]);
    const { rows } = books;
    const counted = [
      rows.afterMidnight,
      rows.beforeMidnight,
      rows.refundedInside,
      rows.refundedAfter,
      rows.tickets,
      rows.lastMinute,
    ];
    const refunded = [rows.refundedInside, rows.paidBefore];
    const gross = counted.reduce((sum, one) => sum + one.amount, 0);
    const refunds = refunded.reduce((sum, one) => sum + one.amount, 0);
    expect(report.totals).toEqual({
      gross,
      refunds,
      net: gross - refunds,
      count: counted.length,
      refundCount: refunded.length,
    });
    expect(report.totals).toMatchObject({ gross: 649_900, refunds: 199_800, net: 450_100 });
    expectTotalsOfRows(report);
  });

  it('shows days with nothing sold as zeros, and a single day alone', async () => {
    const quiet = await sales('DAY', '2026-11-05', '2026-11-07');
    expect(quiet.rows.map((one) => one.key)).toEqual(['2026-11-05', '2026-11-06', '2026-11-07']);
    expect(quiet.totals).toEqual({ gross: 0, refunds: 0, net: 0, count: 0, refundCount: 0 });
    const one = await sales('DAY', '2026-11-21', '2026-11-21');
    expect(one.rows).toEqual([row('2026-11-21', '2026-11-21', 70_000, 2, 99_900, 1)]);
    const year = await sales('DAY', '2026-01-01', '2027-02-04');
    expect(year.rows).toHaveLength(400);
    expect(new Set(year.rows.map((day) => day.key)).size).toBe(400);
    expect(year.rows.at(-1)?.key).toBe('2027-02-04');
  });

  it('groups by event: a ticket by its tier’s event, a live pass by its own, the rest as not an event', async () => {
    const report = await sales('EVENT');
    expect(report.rows).toEqual([
      row(books.ringside.id, 'Ringside Nepal 7', 300_000, 1),
      row(books.everest.id, 'Everest Fight Night', 99_900, 1, 199_800, 2),
      row('NONE', 'Not an event', 250_000, 4),
    ]);
    expectTotalsOfRows(report);
    expect(report.totals).toMatchObject({ gross: 649_900, refunds: 199_800 });
  });

  it('groups by product type and by method, in the catalogue’s order; dollars are left out', async () => {
    const types = await sales('PRODUCT_TYPE');
    expect(types.rows).toEqual([
      row('VIDEO', 'VIDEO', 100_000, 3),
      row('LIVE_EVENT', 'LIVE_EVENT', 99_900, 1, 199_800, 2),
      row('TICKET', 'TICKET', 300_000, 1),
      row('PASS', 'PASS', 150_000, 1),
    ]);
    expectTotalsOfRows(types);
    const methods = await sales('METHOD');
    expect(methods.rows).toEqual([
      row('ESEWA', 'ESEWA', 319_900, 4, 99_900, 1),
      row('KHALTI', 'KHALTI', 30_000, 1, 99_900, 1),
      row('CONNECT_IPS', 'CONNECT_IPS', 300_000, 1),
    ]);
    expectTotalsOfRows(methods);
    expect(methods.totals).toEqual(types.totals);
  });

  it('refuses a bad period or grouping with the reports’ codes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: '2026-11-31', to: '2026-12-01', groupBy: 'DAY' }, 'HUBRPDT001', 'from'],
      [{ from: '20-11-2026', to: '2026-12-01', groupBy: 'DAY' }, 'HUBRPDT001', 'from'],
      [{ to: '2026-12-01', groupBy: 'DAY' }, 'HUBRPDT001', 'from'],
      [{ from: '2026-11-22', to: '2026-11-20', groupBy: 'DAY' }, 'HUBRPDT001', 'to'],
      [{ from: '2026-01-01', to: '2027-02-05', groupBy: 'DAY' }, 'HUBRPDT002', 'to'],
      [{ from: '2026-11-20', to: '2026-11-22' }, 'HUBRPGB001', 'groupBy'],
      [{ from: '2026-11-20', to: '2026-11-22', groupBy: 'WEEK' }, 'HUBRPGB001', 'groupBy'],
    ];
    for (const [body, code, field] of cases) {
      const refused = await cashier.post('/reports/sales', body);
      expect([body, refused.status, refused.body.code, refused.body.fieldErrors?.[field]?.code]).toEqual([
        body,
        400,
        code,
        code,
      ]);
    }
    const nepali = await cashier.post(
      '/reports/sales',
      { from: '2026-01-01', to: '2027-12-31', groupBy: 'DAY' },
      { 'accept-language': 'ne' },
    );
    expect(nepali.body.message).toBe('एउटा प्रतिवेदनले बढीमा ४०० दिन समेट्छ');
    for (const query of ['from=2026-11-22&to=2026-11-20', 'from=2026-11-20', 'from=2026-01-01&to=2027-02-05']) {
      const refused = await cashier.get(`/reports/purchases.csv?${query}`);
      expect([query, refused.status, refused.body.code]).toEqual([
        query,
        400,
        query.endsWith('02-05') ? 'HUBRPDT002' : 'HUBRPDT001',
      ]);
    }
  });
});

describe('the purchases export (CSV)', () => {
  it('lists the period’s purchases, oldest first, every currency and state, escaped and formula-safe', async () => {
    const reply = await cashier.get('/reports/purchases.csv?from=2026-11-20&to=2026-11-22');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="purchases-2026-11-20-2026-11-22.csv"');
    const text = reply.body as string;
    expect(text.startsWith(`${HEADER.join(',')}\r\n`)).toBe(true);
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(HEADER);
    const { rows } = books;
    // Created within the period: all but the one created on the 10th and the one created at 23:58 on the 19th (the
    // one paid at midnight on the 23rd was created a minute before it).
    const inPeriod = Object.values(rows)
      .filter((one) => one !== rows.paidBefore && one !== rows.dayBefore)
      .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    expect(lines.map((line) => line[3])).toEqual(inPeriod.map((one) => one.referenceId));
    const byReference = new Map(lines.map((line) => [line[3], Object.fromEntries(HEADER.map((k, i) => [k, line[i]]))]));

    expect(byReference.get(rows.tickets.referenceId)).toEqual({
      created_at: '2026-11-22T09:59:00.000Z',
      paid_at: '2026-11-22T10:00:00.000Z',
      refunded_at: '',
      reference_id: rows.tickets.referenceId,
      status: 'PAID',
      flag: '',
      customer_name: "'=cmd |calc",
      customer_email: books.hacker.email,
      customer_mobile: '',
      product_type: 'TICKET',
      product_name: 'Ringside, "VIP"',
      quantity: '2',
      amount_npr: '3000.00',
      currency: 'NPR',
      method: 'CONNECT_IPS',
      gateway_txn_id: `'=HYPERLINK("http://x")`,
    });
    expect(byReference.get(rows.refundedAfter.referenceId)).toMatchObject({
      status: 'REFUNDED',
      refunded_at: '2026-11-25T08:00:00.000Z',
      product_name: 'Replay\nnight',
      customer_name: 'Asha Tamang',
      // A leading + is a formula to a spreadsheet too.
      customer_mobile: "'+977 9812345678",
      amount_npr: '200.00',
    });
    expect(byReference.get(rows.dollars.referenceId)).toMatchObject({ currency: 'USD', amount_npr: '15.00' });
    expect(byReference.get(rows.unpaid.referenceId)).toMatchObject({ status: 'UNPAID', paid_at: '' });
    // As written on the wire: quotes doubled, the cell quoted.
    expect(text).toContain(',"Ringside, ""VIP""",2,3000.00,NPR,CONNECT_IPS,"\'=HYPERLINK(""http://x"")"\r\n');
    expect(text).toContain(',"Replay\nnight",');
  });

  it('escapes cells as RFC 4180 has it and disarms what a spreadsheet would run', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', '', null, 42].map(csvCell)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\r"',
      '',
      '',
      '42',
    ]);
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'a=b'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
      'a=b',
    ]);
  });

  it('reads a long period a page at a time, each purchase once, ties in time in order of id', async () => {
    const { db } = t.database;
    const product = await productsRepository.insert(db, {
      productType: 'VIDEO',
      contentId: randomUUID(),
      name: 'Bulk',
      amount: 10_000,
    });
    const start = at('2026-10-01T04:00:00Z').getTime();
    const values = Array.from({ length: 2_345 }, (_, i) => ({
      referenceId: `BULK-${String(i).padStart(5, '0')}`,
      customerId: books.fan.id,
      productId: product.id,
      productType: 'VIDEO' as const,
      contentId: product.contentId,
      productName: 'Bulk',
      amount: 10_000,
      currency: 'NPR' as const,
      method: 'ESEWA' as const,
      status: 'PAID' as const,
      expiresAt: at('2026-12-31T00:00:00Z'),
      // Seven at each instant, so that pages end inside a tie.
      createdAt: new Date(start + Math.floor(i / 7)),
    }));
    for (let i = 0; i < values.length; i += 500) await db.insert(purchases).values(values.slice(i, i + 500));
    // Microseconds a JavaScript date cannot hold: a page's end must not be read back rounded.
    await db
      .update(purchases)
      .set({ createdAt: sql`${purchases.createdAt} + interval '456 microseconds'` })
      .where(like(purchases.referenceId, 'BULK-%'));

    const reply = await cashier.get('/reports/purchases.csv?from=2026-10-01&to=2026-10-01');
    expect(reply.status).toBe(200);
    const [, ...lines] = parseCsv(reply.body as string);
    expect(lines).toHaveLength(values.length);
    expect(new Set(lines.map((line) => line[3])).size).toBe(values.length);
    const times = lines.map((line) => line[0] as string);
    expect([...times].sort()).toEqual(times);
  });
});

describe('the tiers report', () => {
  it('gives each tier’s capacity, seats sold (valid tickets), held (taken, not ticketed) and left', async () => {
    const { db } = t.database;
    const { ringside, tierId, hacker, fan } = books;
    const [ticketPurchase] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.referenceId, books.rows.tickets.referenceId));
    // A seat bought in September and refunded: its ticket stays, voided.
    const [refunded] = await db
      .insert(purchases)
      .values({
        referenceId: 'RS-REFUNDED-SEAT',
        customerId: fan.id,
        productId: books.vip.id,
        productType: 'TICKET',
        contentId: tierId,
        productName: books.vip.name,
        amount: 150_000,
        currency: 'NPR',
        method: 'ESEWA',
        status: 'REFUNDED',
        paidAt: at('2026-09-01T04:00:00Z'),
        refundedAt: at('2026-09-02T04:00:00Z'),
        expiresAt: at('2026-09-01T05:00:00Z'),
        createdAt: at('2026-09-01T03:59:00Z'),
      })
      .returning({ id: purchases.id });
    const freeTierId = randomUUID();
    const free = await productsRepository.insert(db, {
      productType: 'TICKET',
      contentId: freeTierId,
      name: 'General admission',
      amount: 0,
    });
    await db
      .insert(ticketTiers)
      .values({ id: freeTierId, eventId: ringside.id, productId: free.id, capacity: 100, perOrderLimit: 1, taken: 1 });
    // VIP: 2 seats paid and ticketed, 3 held by orders being paid, one ticket voided (its purchase refunded).
    await db.update(ticketTiers).set({ taken: 5 }).where(eq(ticketTiers.id, tierId));
    const ticket = (values: Partial<typeof eventTickets.$inferInsert>) => ({
      eventId: ringside.id,
      customerId: hacker.id,
      code: randomUUID(),
      ...values,
    });
    await db
      .insert(eventTickets)
      .values([
        ticket({ tierId, purchaseId: ticketPurchase?.id, seat: 1 }),
        ticket({ tierId, purchaseId: ticketPurchase?.id, seat: 2 }),
        ticket({ tierId, customerId: fan.id, purchaseId: refunded?.id, voidedAt: new Date() }),
        ticket({ tierId: freeTierId, customerId: fan.id }),
      ]);

    const reply = await cashier.get(`/reports/tiers?eventId=${ringside.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      eventId: ringside.id,
      eventName: 'Ringside Nepal 7',
      items: [
        {
          id: tierId,
          productId: books.vip.id,
          name: 'Ringside, "VIP"',
          amount: 150_000,
          currency: 'NPR',
          capacity: 50,
          sold: 2,
          held: 3,
          remaining: 45,
        },
        {
          id: freeTierId,
          productId: free.id,
          name: 'General admission',
          amount: 0,
          currency: 'NPR',
          capacity: 100,
          sold: 1,
          held: 0,
          remaining: 99,
        },
      ],
    });

    const none = await cashier.get(`/reports/tiers?eventId=${books.everest.id}`);
    expect(none.body.data).toEqual({ eventId: books.everest.id, eventName: 'Everest Fight Night', items: [] });
    const unknown = await cashier.get(`/reports/tiers?eventId=${randomUUID()}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBEVNF001']);
    const malformed = await cashier.get('/reports/tiers?eventId=nope');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'HUBEVNF001']);
  });
});
