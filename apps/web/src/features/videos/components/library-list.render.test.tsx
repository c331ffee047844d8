import type { Library, NextVideo, PublicConfig } from '@ringside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import forms from '../../../i18n/en/forms';
import site from '../../../i18n/en/site';
import { digitsFormatter } from '../../../i18n/index';
import formsNe from '../../../i18n/ne/forms';
import siteNe from '../../../i18n/ne/site';
import { PublicConfigContext } from '../../../lib/public-config';
import { libraryQuery } from '../api/library';
import { LibraryList } from './library-list';
import { UpNextCountdown } from './up-next-countdown';

const USER = 'fan-1';
const common = { poster: null, startsAt: null, videoCount: null, expiresAt: null };
const library: Library = {
  items: [
    {
      ...common,
      kind: 'PASS',
      contentId: '0b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
      title: null,
      slug: null,
      source: 'PURCHASE',
      since: '2026-11-20T06:00:00.000Z',
      expiresAt: '2026-12-20T06:00:00.000Z',
    },
    {
      ...common,
      kind: 'LIVE_EVENT',
      contentId: '1b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
      title: 'SFC 3: Kathmandu Showdown',
      slug: 'sfc-3-kathmandu-showdown',
      startsAt: '2026-12-19T12:45:00.000Z',
      source: 'STAFF',
      since: '2026-11-18T06:00:00.000Z',
    },
    {
      ...common,
      kind: 'SHOW_CASE',
      contentId: '2b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
      title: 'SFC 2, the whole card',
      slug: 'sfc-2-the-whole-card',
      videoCount: 2,
      source: 'PURCHASE',
      since: '2026-11-10T06:00:00.000Z',
    },
    {
      ...common,
      kind: 'VIDEO',
      contentId: '3b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
      title: 'Tamang vs Gurung',
      slug: 'tamang-vs-gurung',
      source: 'PURCHASE',
      since: '2026-11-01T06:00:00.000Z',
    },
  ],
};

async function render(element: ReactNode, queryClient: QueryClient, lng = 'en') {
  const i18n = i18next.createInstance();
  // As the app's: numbers put into Nepali strings are written in Devanagari digits.
  await i18n
    .use(digitsFormatter)
    .use(initReactI18next)
    .init({
      lng,
      resources: { en: { translation: { ...site, ...forms } }, ne: { translation: { ...siteNe, ...formsNe } } },
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
  const config = { brand: { name: 'Summit Fighting Championship', shortName: 'SFC' } } as unknown as PublicConfig;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigContext.Provider value={config}>
          <MemoryRouter>{element}</MemoryRouter>
        </PublicConfigContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('my library', () => {
  it('lists what the fan holds, each with how it came, until when, and a Watch link to its page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(libraryQuery(USER).queryKey, library);
    const { html, text } = await render(<LibraryList userId={USER} />, queryClient);
    expect(html.match(/data-testid="library-item"/g)).toHaveLength(4);
    for (const href of ['/videos', '/live/sfc-3-kathmandu-showdown', '/showcases/sfc-2-the-whole-card'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('href="/videos/tamang-vs-gurung"');
    expect(text).toContain(
      'Fight Pass Every paid video and live event Bought on Fri, 20 Nov 2026 Until Sun, 20 Dec 2026',
    );
    expect(text).toContain('Starts Sat, 19 Dec 2026, 18:30 Given on Wed, 18 Nov 2026 Yours to keep');
    expect(text).toContain('2 videos');
    expect(html).toContain('aria-label="Watch Tamang vs Gurung"');
    expect(text).toContain('Browse videos');
  });

  it('reads in Nepali, with Nepali digits and month names', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(libraryQuery(USER).queryKey, library);
    const { text } = await render(<LibraryList userId={USER} />, queryClient, 'ne');
    expect(text).toContain('फाइट पास');
    expect(text).toContain('२० नोभेम्बर २०२६ मा किनिएको');
    expect(text).toContain('२० डिसेम्बर २०२६ सम्म');
    expect(text).toContain('२ भिडियो');
    expect(text).toContain('सधैंका लागि तपाईंको');
  });

  it('says so when the fan holds nothing yet, with the way to the videos', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(libraryQuery(USER).queryKey, { items: [] });
    const { html, text } = await render(<LibraryList userId={USER} />, queryClient);
    expect(text).toContain('Nothing here yet.');
    expect(html).toContain('href="/videos"');
  });
});

describe('up next’s countdown', () => {
  const next: NextVideo = {
    reason: 'CARD',
    from: { slug: 'sfc-2', title: 'SFC 2: Lakeside Fury' },
    video: {
      id: '4b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
      slug: 'full-fight-tamang-gurung',
      title: 'Kabita Tamang vs Anjali Gurung',
      poster: null,
      durationSeconds: 900,
      access: 'PAID',
      category: null,
      publishedAt: '2026-11-01T06:00:00.000Z',
    },
  };

  it('says what comes next, where from, and when, in both languages', async () => {
    const { text } = await render(<UpNextCountdown next={next} onCancel={() => undefined} />, new QueryClient());
    expect(text).toContain('Next on the card of SFC 2: Lakeside Fury');
    expect(text).toContain('Kabita Tamang vs Anjali Gurung');
    expect(text).toContain('Plays in 8 seconds');
    expect(text).toContain('Play now');
    expect(text).toContain('Cancel');
    const nepali = (await render(<UpNextCountdown next={next} onCancel={() => undefined} />, new QueryClient(), 'ne'))
      .text;
    expect(nepali).toContain('SFC 2: Lakeside Fury को कार्डमा अर्को');
    expect(nepali).toContain('८ सेकेन्डमा सुरु हुन्छ');
  });
});
