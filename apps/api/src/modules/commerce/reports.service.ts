import {
  PAYMENT_METHODS,
  PRODUCT_TYPES,
  REPORT_NO_EVENT,
  type ReportGroup,
  type ReportPeriod,
  type SalesFigures,
  type SalesReport,
  type SalesReportRow,
  type TierReport,
} from '@ringside/contract';
import { KATHMANDU_OFFSET } from '@ringside/contract/display/dates';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PURCHASE_CSV_HEADER, csvLine, purchaseCsvLine } from './reports-csv';
import { type GroupSum, type Range, reportsRepository as repo } from './reports.repository';

/** Purchases read per query for the CSV: a long period streams out page by page, never all in memory. */
const CSV_BATCH = 1000;

const NO_EVENT_LABEL = 'Not an event';

/** The next calendar day of a 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instants a period of Kathmandu days covers: from its first midnight there to the midnight after its last. */
export function kathmanduRange(period: ReportPeriod): Range {
  return {
    start: new Date(`${period.from}T00:00:00${KATHMANDU_OFFSET}`),
    end: new Date(`${nextDay(period.to)}T00:00:00${KATHMANDU_OFFSET}`),
  };
}

function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = nextDay(day)) days.push(day);
  return days;
}

const zero = (): SalesFigures => ({ gross: 0, refunds: 0, net: 0, count: 0, refundCount: 0 });

/** Rows in a fixed order for keys from a known list (types, methods); others after them. */
function byList(list: readonly string[]) {
  const rank = (key: string) => (list.includes(key) ? list.indexOf(key) : list.length);
  return (a: SalesReportRow, b: SalesReportRow) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key);
}

/** Events that sold most first; what is no event's comes last. */
function byEvent(a: SalesReportRow, b: SalesReportRow): number {
  if ((a.key === REPORT_NO_EVENT) !== (b.key === REPORT_NO_EVENT)) return a.key === REPORT_NO_EVENT ? 1 : -1;
  return b.gross - a.gross || a.label.localeCompare(b.label);
}

/** The staff's money view (TRANSACTION): sales by day, event, type or method; the purchases as CSV; tiers' seats. */
export class Reports {
  constructor(private readonly db: Db) {}

  /**
   * Gross is what was paid in the period (refunded later or not), refunds what was refunded in it (paid whenever):
   * each sum is a fact of its own day, so a period's figures never change once it is over. NPR only: the rare card
   * purchase in USD is another currency and would need a rate to be added.
   */
  async sales(request: ReportPeriod & { groupBy: ReportGroup }): Promise<SalesReport> {
    const { groupBy } = request;
    const range = kathmanduRange(request);
    const [paid, refunded] = await Promise.all([
      repo.paidBy(this.db, groupBy, range),
      repo.refundedBy(this.db, groupBy, range),
    ]);
    const rows = new Map<string, SalesReportRow>();
    const rowOf = (sum: GroupSum): SalesReportRow => {
      const key = sum.key ?? REPORT_NO_EVENT;
      let row = rows.get(key);
      if (!row) {
        const label = groupBy === 'EVENT' ? (sum.key === null ? NO_EVENT_LABEL : (sum.label ?? key)) : key;
        row = { key, label, ...zero() };
        rows.set(key, row);
      }
      return row;
    };
    // Every day of the period has its row, in order, sold anything or not.
    if (groupBy === 'DAY') for (const day of daysOf(request)) rowOf({ key: day, label: null, amount: 0, count: 0 });
    for (const sum of paid) {
      const row = rowOf(sum);
      row.gross += sum.amount;
      row.count += sum.count;
    }
    for (const sum of refunded) {
      const row = rowOf(sum);
      row.refunds += sum.amount;
      row.refundCount += sum.count;
    }
    const list = [...rows.values()].map((row) => ({ ...row, net: row.gross - row.refunds }));
    if (groupBy === 'EVENT') list.sort(byEvent);
    else if (groupBy === 'PRODUCT_TYPE') list.sort(byList(PRODUCT_TYPES));
    else if (groupBy === 'METHOD') list.sort(byList(PAYMENT_METHODS));
    const totals = list.reduce(
      (sum, row) => ({
        gross: sum.gross + row.gross,
        refunds: sum.refunds + row.refunds,
        net: sum.net + row.net,
        count: sum.count + row.count,
        refundCount: sum.refundCount + row.refundCount,
      }),
      zero(),
    );
    return { from: request.from, to: request.to, groupBy, currency: 'NPR', rows: list, totals };
  }

  /**
   * The purchases created in the period, oldest first, as CSV text in chunks (the header, then a page at a time).
   * The first page is read before this answers, so that a failing database is an error reply, not a cut file.
   */
  async purchasesCsv(period: ReportPeriod): Promise<AsyncIterable<string>> {
    const { db } = this;
    const range = kathmanduRange(period);
    const first = await repo.purchasePage(db, range, undefined, CSV_BATCH);
    async function* chunks() {
      yield csvLine(PURCHASE_CSV_HEADER);
      let page = first;
      while (page.length > 0) {
        yield page.map(purchaseCsvLine).join('');
        const last = page.at(-1);
        if (page.length < CSV_BATCH || !last) return;
        page = await repo.purchasePage(db, range, { at: last.cursorAt, id: last.id }, CSV_BATCH);
      }
    }
    return chunks();
  }

  /** An event's tiers now: seats sold (valid tickets), held by orders being paid, and left. */
  async tiers(eventId: string): Promise<TierReport> {
    const eventName = await repo.eventName(this.db, eventId);
    if (eventName === undefined) throw new AppError('HUBEVNF001');
    const rows = await repo.tiersOf(this.db, eventId);
    return {
      eventId,
      eventName,
      items: rows.map(({ taken, ...row }) => ({
        ...row,
        // `taken` counts sold and held seats, but moves by other writes than the tickets (a refund gives its seats
        // back by trigger and voids its tickets on its own): never show a negative hold.
        held: Math.max(0, taken - row.sold),
        remaining: Math.max(0, row.capacity - taken),
      })),
    };
  }
}
