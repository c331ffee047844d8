import { expect, snap, test } from './fixtures';

test('public pages carry their own title and social metadata in the HTML the server sends', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<title>Summit Fighting Championship | Nepal&#39;s home of mixed martial arts</title>');
  expect(home).toContain('<meta property="og:title" content="Summit Fighting Championship');
  const events = await (await request.get('/events')).text();
  expect(events).toContain('<title>Events | SFC</title>');
  expect(events).toContain('<meta property="og:url" content="http://localhost:3300/events">');
  expect(await (await request.get('/admin')).text()).toContain('<meta name="robots" content="noindex">');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>http://localhost:3300/fighters</loc>');
});

test('the shell: header sections, footer links from configuration, empty states, 404', async ({
  page,
  expectFailures,
}) => {
  // The unknown page's document answers 404 (the server renders the not-found page with its status).
  expectFailures.push(/^404 .*\/no-such-page$/);
  await page.goto('/');
  await expect(page.locator('#app-loading')).toHaveCount(0);
  // The demo home: the next event as the hero, then the rows staff arranged.
  await expect(page.getByRole('heading', { name: 'SFC 3: Kathmandu Showdown' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest fights' })).toBeVisible();
  await snap(page, 'home');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/summitfc',
  );
  await expect(footer.getByRole('link', { name: 'youtube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@summitfc',
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveTitle('Videos | SFC');
  await expect(page.getByText('Ramesh Limbu knocks out Bikash Thapa').first()).toBeVisible();
  await page.goto('/videos?q=no-such-fight');
  await expect(page.getByText('No Videos Available')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveTitle('Events | SFC');
  await snap(page, 'events');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle('Privacy policy | SFC');
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the Nepali switch translates the interface and is remembered', async ({ page }) => {
  await page.goto('/signup');
  await page.getByText('नेपाली').first().click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'कार्यक्रमहरू' })).toBeVisible();
  await expect(page.getByLabel('पहिलो नाम')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page
    .getByRole('button', { name: /खाता बनाउनुहोस्|साइन अप/ })
    .last()
    .click();
  await expect(page.getByText('पहिलो नाम आवश्यक छ')).toBeVisible();
  await snap(page, 'sign-up-nepali');
  await page.reload();
  await expect(page.locator('footer').getByRole('link', { name: 'गोपनीयता नीति' })).toBeVisible();
  await page.goto('/');
  await snap(page, 'home-nepali');
});
