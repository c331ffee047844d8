import { expect, test } from './fixtures';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

for (const [label, claims] of [
  ['a token without an id', { sid: 'session', exp: Math.floor(Date.now() / 1000) + 3600 }],
  [
    'an expired token',
    { id: '5d2fdf5a-e4b3-4a19-9b51-86e9fd58c51e', sid: 'session', exp: Math.floor(Date.now() / 1000) - 60 },
  ],
] as const) {
  test(`${label} clears the session with "Session Expired"`, async ({ page, expectFailures }) => {
    // The stale token's first call is refused (401): that is how the browser learns the session is gone.
    expectFailures.push(/^401 .*\/api\/v1\//);
    await page.goto('/');
    await page.evaluate(
      ([stored]: string[]) => {
        localStorage.setItem('clientJwtToken', stored ?? '');
        localStorage.setItem('userUniqueId', '5d2fdf5a-e4b3-4a19-9b51-86e9fd58c51e');
        localStorage.setItem('fullName', 'Old Session');
        localStorage.setItem('clientType', 'INDIVIDUAL');
      },
      [token(claims)],
    );
    await page.goto('/account');
    await expect(page.getByText('Session Expired')).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
    expect(await page.evaluate(() => localStorage.getItem('clientJwtToken'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).not.toBeNull();
  });
}
