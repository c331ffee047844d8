import { readFile } from 'node:fs/promises';
import { buyWithSandbox, expect, fanHeaders, paidDemoVideo, signInAsStaff, snap, test } from './fixtures';

/** The CSV export's header line, as the API writes it (reports-csv.ts). */
const CSV_HEADER =
  'created_at,paid_at,refunded_at,reference_id,status,flag,customer_name,customer_email,customer_mobile,' +
  'product_type,product_name,quantity,amount_npr,currency,method,gateway_txn_id';

test('staff read the money of the last 30 days: figures, a chart per day or per gateway, and the CSV', async ({
  page,
}) => {
  const request = page.request;

  // A fan buys the demo paid fight with the sandbox today: the period has money in it.
  const fan = await fanHeaders(request, 'money', 'Sunita');
  const { product } = await paidDemoVideo(request);
  expect(product, 'the demo video is on sale').not.toBeNull();
  const { status } = await buyWithSandbox(request, fan, product ?? { productId: '', amount: 0 });
  expect(status).toBe('PAID');

  // Staff open the money view from the menu: the last 30 days, by day.
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Day', exact: true })).toBeChecked();

  // The figures, in rupees with Nepali grouping; journeys side by side buy too, so the figures are at least the fan's.
  const figure = (label: string) => page.locator('.money-figure').filter({ hasText: label }).locator('dd').first();
  await expect(figure('Gross')).toHaveText(/^Rs\. [\d,]+$/);
  await expect(figure('Net')).toHaveText(/^Rs\. /);
  expect(Number((await figure('Purchases').innerText()).replaceAll(',', ''))).toBeGreaterThanOrEqual(1);

  // The chart of net revenue per day, with its reading in words, and the day's row in the table.
  await expect(page.getByRole('heading', { name: 'Net revenue per day' })).toBeVisible();
  const chart = page.getByRole('figure');
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart.locator('figcaption')).toHaveText(/^Net Rs\. [\d,]+ over 30 days; the best day was/);
  await expect(page.getByRole('columnheader', { name: 'Day' })).toBeVisible();
  await snap(page, 'admin-money');

  // By gateway: horizontal bars, and the sandbox's row.
  await page.getByRole('radio', { name: 'Gateway' }).click();
  await expect(page.getByRole('heading', { name: 'Net revenue by gateway' })).toBeVisible();
  await expect(page).toHaveURL(/group=METHOD/);
  await expect(page.getByRole('columnheader', { name: 'Gateway' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sandbox', exact: true })).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await snap(page, 'admin-money-gateways');

  // The CSV of the period's purchases: fetched with the session's headers, saved by the browser.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^purchases-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe(CSV_HEADER);
  expect(text).toContain(',PAID,');
});
