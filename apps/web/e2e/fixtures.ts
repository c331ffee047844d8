import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Response,
  test as base,
  expect,
} from '@playwright/test';

export { expect };

/** Chromium's console error for a request answered 4xx or 5xx; the resource is the message's location. */
const FAILED_REQUEST = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** What a journey may see fail on purpose (a wrong password, a refused payment), as patterns of "STATUS URL". */
export type ExpectedFailures = RegExp[];

/**
 * Collects a browser context's console errors and uncaught exceptions. A request that fails is one too (no page
 * may log one in normal use), unless the journey provoked it on purpose and said so in `expected`.
 */
export function collectConsoleErrors(context: BrowserContext, errors: string[], expected: ExpectedFailures = []): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failed = FAILED_REQUEST.exec(message.text());
    const described = failed ? `${failed[1]} ${message.location().url}` : message.text();
    if (failed && expected.some((pattern) => pattern.test(described))) return;
    errors.push(described);
  });
  context.on('weberror', (error) => errors.push(error.error().message));
}

/**
 * Every journey fails on a console error, a failed request or an uncaught exception in the page. A journey that
 * provokes a failure on purpose lists it first: `expectFailures.push(/^400 .*\/api\/v1\/auth$/)`. Contexts a
 * journey opens itself (a second visitor) join in through `collectConsoleErrors(context, consoleErrors,
 * expectFailures)`.
 */
/**
 * Opening a page waits until it works: a server-rendered page shows its content before its script has run, and
 * a press or a typed value before hydration would be lost (a real visitor's too, which is why forms stay
 * disabled until then).
 */
async function untilReady(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

export const test = base.extend<{ consoleErrors: string[]; expectFailures: ExpectedFailures }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilReady(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilReady(page, response);
      return response;
    };
    await use(page);
  },
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  expectFailures: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ context, expectFailures }, use) => {
      const errors: string[] = [];
      collectConsoleErrors(context, errors, expectFailures);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** Full-page screenshots at phone (390x844) and desktop (1280x800) width, for looking at. */
export async function snap(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

export const uniqueEmail = (prefix = 'fan') => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

let mobileSequence = Math.floor(Math.random() * 1e6);
export const uniqueMobile = () =>
  `98${String(Date.now() % 1e4).padStart(4, '0')}${String((mobileSequence += 1) % 1e4).padStart(4, '0')}`;

export const PASSWORD = 'Kathmandu#2026';
export const ADMIN = { email: 'admin@sfc.example', password: 'Summit@2026' };

/** The latest one-time code the dev outbox holds for an email or a +977 number. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const message = (await response.json()).data.items[0] as { text: string } | undefined;
    const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${to}`);
}

export async function latestMessage(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string | null; text: string }> {
  const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return (await response.json()).data.items[0];
}

/** A verified account made through the API (sign-up and its code), left with no device signed in. */
export async function verifiedAccount(request: APIRequestContext, prefix = 'fan', firstName = 'Dawa'): Promise<string> {
  const email = uniqueEmail(prefix);
  const signUp = await request.post('/api/v1/register', {
    data: {
      firstName,
      lastName: 'Sherpa',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
    },
  });
  const deviceToken = randomUUID();
  const verified = await request.post('/api/v1/register/verify', {
    data: { userId: (await signUp.json()).data.userId, code: await latestCode(request, email) },
    headers: { 'device-token': deviceToken },
  });
  const { token } = (await verified.json()).data;
  await request.get('/api/v1/customers/logout', { headers: { 'x-xsrf-token': token, 'device-token': deviceToken } });
  return email;
}

/** Signs in through the sign-in page's form. */
export async function signInWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const E2E_DATA_DIR = fileURLToPath(new URL('../../../.tmp/e2e-data/', import.meta.url));

/**
 * An administrator of the journey's own, made through the running server the way `npm run create-admin` does.
 * Journeys side by side never share one account's device limit, and one that fails before signing out leaves
 * nothing in the way of the next.
 */
async function freshAdministrator(request: APIRequestContext): Promise<string> {
  const { controlToken } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'server.json'), 'utf8')) as {
    controlToken: string;
  };
  const email = uniqueEmail('staff');
  const created = await request.post('/api/v1/ops/create-admin', {
    headers: { 'x-control-token': controlToken },
    data: { email, password: PASSWORD, firstName: 'Door', lastName: 'Manager' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return email;
}

/** A new administrator signed in through the API: the headers their calls carry (for setting a scene up). */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const email = await freshAdministrator(request);
  const device = { 'device-token': randomUUID() };
  const signIn = await request.post('/api/v1/auth', { data: { email, password: PASSWORD }, headers: device });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { ...device, 'x-xsrf-token': (await signIn.json()).data.token as string };
}

/** Signs in to the back office as a new administrator holding all four areas. */
export async function signInAsStaff(page: Page): Promise<void> {
  const email = await freshAdministrator(page.request);
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Overview' })).toBeVisible();
}

export async function signOutOfBackOffice(page: Page): Promise<void> {
  // The page's reads finish first: one still going after the sign-out is refused (401) by the server. Under load
  // the dashboard's tier report, a read per upcoming event, was still asking when the session ended.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Staff sign in')).toBeVisible();
}

/** Presses play on the page's player and waits until the picture has moved on by `seconds` while playing. */
export async function playFor(page: Page, seconds = 1.5): Promise<void> {
  const video = page.locator('video');
  // The native controls appear once the player has a signed manifest to play.
  await expect(video).toHaveJSProperty('controls', true, { timeout: 20_000 });
  // As a keyboard user would: the player in focus, Space. (A tap on the picture only shows the controls.)
  await video.focus();
  await page.keyboard.press('Space');
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      playing: !element.paused && element.readyState >= 3,
      time: element.currentTime,
    }));
  await expect.poll(async () => (await state()).playing, { timeout: 30_000 }).toBe(true);
  const start = (await state()).time;
  await expect
    .poll(async () => (await state()).time, { timeout: 30_000, message: 'the video plays on' })
    .toBeGreaterThan(start + seconds);
}

/** The demo's paid full fight, on sale from the start. */
export const PAID_VIDEO = 'Kabita Tamang vs Anjali Gurung: the full fight';

/** A fan signed in through the API: the headers every call of theirs carries, as the web app sends them. */
export async function fanHeaders(
  request: APIRequestContext,
  prefix: string,
  name: string,
): Promise<Record<string, string>> {
  return headersOf(request, await verifiedAccount(request, prefix, name));
}

/** An account signed in through the API on a device of its own (one of its allowed devices): its calls' headers. */
export async function headersOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const device = { 'device-token': randomUUID() };
  const signIn = await request.post('/api/v1/auth', { data: { email, password: PASSWORD }, headers: device });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { ...device, 'x-xsrf-token': (await signIn.json()).data.token as string };
}

/** The demo's paid video: its id and the product that sells it. */
export async function paidDemoVideo(
  request: APIRequestContext,
): Promise<{ id: string; product: { productId: string; amount: number } | null }> {
  const found = await request.post('/api/v1/videos/search/all', { data: { query: 'Kabita Tamang', pageSize: 24 } });
  const video = ((await found.json()).data.items as { id: string; title: string }[]).find(
    (item) => item.title === PAID_VIDEO,
  );
  expect(video, 'the demo paid video').toBeDefined();
  const id = video?.id ?? '';
  const detail = (await (await request.get(`/api/v1/videos/search/detail/${id}`)).json()).data as {
    product: { productId: string; amount: number } | null;
  };
  return { id, product: detail.product };
}

/**
 * Buys a product (a video unless said) with the sandbox as the gateway's page would: initiate, approve, confirm from
 * the return address.
 */
export async function buyWithSandbox(
  request: APIRequestContext,
  fan: Record<string, string>,
  product: { productId: string; amount: number },
  productType = 'VIDEO',
): Promise<{ status: string; referenceId: string }> {
  const initiated = await request.post('/api/v1/purchases/initiate', {
    headers: fan,
    data: { productId: product.productId, productType, amount: product.amount, method: 'SANDBOX' },
  });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const referenceId = (await initiated.json()).data.referenceId as string;
  const decided = await request.post(`/api/v1/payments/sandbox/${referenceId}/decide`, {
    headers: fan,
    data: { approve: true },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const params = Object.fromEntries(new URL((await decided.json()).data.returnUrl as string).searchParams.entries());
  const confirmed = await request.post('/api/v1/payments/confirm-payment', {
    headers: fan,
    data: { method: params.method ?? 'SANDBOX', referenceId, params },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { status: ((await confirmed.json()).data as { status: string }).status, referenceId };
}
