import type { PublicConfig, PublicFighter, VideoCard } from '@ringside/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import site from '../../../i18n/en/site';
import siteNe from '../../../i18n/ne/site';
import { PublicConfigContext } from '../../../lib/public-config';
import { fighterVideosQuery } from '../api/fighter-videos';
import { publicFightersQuery } from '../api/public-fighters';
import { FighterDirectory } from './fighter-directory';
import { FighterProfileView } from './fighter-profile-view';
import { directoryRequest } from './use-directory-params';

// The two public fighter pages render on the server without antd: their HTML carries none of its classes.

const record = { wins: 6, losses: 1, draws: 0, noContests: 0, winsByKo: 4, winsBySub: 1, winsByDecision: 1 };
const fighter = {
  id: '0b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
  slug: 'ab12cd-bishal-sherpa',
  firstName: 'Bishal',
  lastName: 'Sherpa',
  middleName: null,
  title: null,
  nickname: 'The Khukuri',
  gender: 'MALE',
  countryCode: 'NP',
  nationality: 'NP',
  weightClass: { id: '1b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11', name: 'Lightweight', lowerKg: 66, upperKg: 70.3 },
  affiliation: null,
  photo: null,
  record: { wins: 6, losses: 1, draws: 0 },
  age: 29,
  heightCm: 175,
  weightKg: 70,
  reachCm: null,
  stance: 'SOUTHPAW',
  coach: null,
  hometown: null,
  bio: null,
  socialLinks: {},
  priorRecord: record,
  promotionRecord: { ...record, wins: 0, losses: 0, winsByKo: 0, winsBySub: 0, winsByDecision: 0 },
  amateurRecord: { ...record, wins: 0, losses: 0, winsByKo: 0, winsBySub: 0, winsByDecision: 0 },
  recordVerified: true,
  bouts: [],
  upcoming: [],
  rankings: [],
  reigns: [],
  approvedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as PublicFighter;
const video: VideoCard = {
  id: '2b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
  slug: 'sherpa-highlights',
  title: 'Bishal Sherpa: the highlights',
  poster: null,
  durationSeconds: 125,
  access: 'FREE',
  category: null,
  publishedAt: '2026-01-02T00:00:00.000Z',
};

async function render(element: ReactNode, queryClient: QueryClient, url = '/', lng = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: site }, ne: { translation: siteNe } },
    interpolation: { escapeValue: false },
  });
  const config = { brand: { name: 'Ringside Fight Club', shortName: 'SFC' } } as unknown as PublicConfig;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PublicConfigContext.Provider value={config}>
          <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        </PublicConfigContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('public fighter pages', () => {
  it('a profile lists its videos in the server HTML, each a link to its page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fighterVideosQuery(fighter.id).queryKey, {
      items: [video],
      page: 1,
      pageSize: 12,
      total: 1,
    });
    const html = await render(<FighterProfileView fighter={fighter} brandName="SFC" />, queryClient);
    expect(html).toContain('<h2 id="fighter-videos-title">Videos</h2>');
    expect(html).toContain('href="/videos/sherpa-highlights"');
    expect(html).toContain('2:05');
    expect(html).toContain('Verified record');
    expect(html).not.toMatch(/class="[^"]*\bant-/);
  });

  it('a profile without videos shows no videos section', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fighterVideosQuery(fighter.id).queryKey, { items: [], page: 1, pageSize: 12, total: 0 });
    const html = await render(<FighterProfileView fighter={fighter} brandName="SFC" />, queryClient);
    expect(html).not.toContain('fighter-videos-title');
  });

  it('a profile shows its bouts ahead and its title reigns, linked to the event and the title, in both languages', async () => {
    const lightweight = fighter.weightClass!;
    const champion = {
      ...fighter,
      upcoming: [
        {
          eventId: '3b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11',
          eventName: 'SFC 3: Kathmandu Showdown',
          eventSlug: 'sfc-3-kathmandu-showdown',
          date: '2026-12-19T12:45:00.000Z',
          city: 'Kathmandu',
          opponentName: 'Sujan Rai',
          opponentSlug: 'cd34ef-sujan-rai',
          weightClass: lightweight,
          scheduledRounds: 5,
          isMainEvent: true,
          isTitleFight: true,
        },
      ],
      reigns: [
        {
          weightClass: lightweight,
          won: { eventSlug: 'sfc-1', eventName: 'SFC 1', date: '2026-01-10T12:45:00.000Z' },
          defenses: [{ eventSlug: 'sfc-2', eventName: 'SFC 2', date: '2026-05-10T12:45:00.000Z' }],
          ended: null,
          endedAt: null,
        },
        {
          weightClass: { ...lightweight, id: '4b6a3c1e-6f1a-4a55-9a3e-2f4f0d5c1a11', name: 'Featherweight' },
          won: { eventSlug: 'sfc-0', eventName: 'SFC 0', date: '2025-06-10T12:45:00.000Z' },
          defenses: [],
          ended: 'VACATED',
          endedAt: '2025-12-01T06:00:00.000Z',
        },
      ],
    } as PublicFighter;
    const queryClient = new QueryClient();
    queryClient.setQueryData(fighterVideosQuery(fighter.id).queryKey, { items: [], page: 1, pageSize: 12, total: 0 });
    const html = await render(<FighterProfileView fighter={champion} brandName="SFC" />, queryClient);
    const text = html.replace(/<[^>]+>/g, '');
    expect(html).toContain('<h2 id="fighter-upcoming-title">Upcoming bouts</h2>');
    expect(html).toContain('href="/events/sfc-3-kathmandu-showdown"');
    expect(html).toContain('href="/fighters/cd34ef-sujan-rai"');
    expect(text).toContain('19 Dec 2026');
    expect(text).toContain('Lightweight · 5 rounds');
    expect(text).toContain('Title fight');
    expect(html).toContain('<h2 id="fighter-titles-title">Titles</h2>');
    expect(html).toContain(`href="/titles/${lightweight.id}"`);
    expect(text).toContain('Won on Jan 10, 2026 at SFC 1');
    expect(text).toContain('1 defense · the reigning champion');
    expect(text).toContain('0 defenses · vacated on Dec 1, 2025');
    expect(html).not.toMatch(/class="[^"]*\bant-/);

    const nepali = (
      await render(<FighterProfileView fighter={champion} brandName="SFC" />, queryClient, '/', 'ne')
    ).replace(/<[^>]+>/g, '');
    expect(nepali).toContain('आगामी खेलहरू');
    expect(nepali).toContain('पटक रक्षा · वर्तमान च्याम्पियन');
    expect(nepali).toContain('१ डिसेम्बर २०२५ मा छाडेको');
  });

  it('a profile without bouts ahead or titles shows neither section', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(fighterVideosQuery(fighter.id).queryKey, { items: [], page: 1, pageSize: 12, total: 0 });
    const html = await render(<FighterProfileView fighter={fighter} brandName="SFC" />, queryClient);
    expect(html).not.toContain('fighter-upcoming-title');
    expect(html).not.toContain('fighter-titles-title');
  });

  it('the directory arrives with its search and filters disabled until hydrated', async () => {
    const queryClient = new QueryClient();
    const { request } = directoryRequest(new URLSearchParams());
    queryClient.setQueryData(publicFightersQuery(request, 'en').queryKey, {
      items: [fighter],
      page: 1,
      pageSize: 24,
      total: 1,
    });
    const html = await render(<FighterDirectory />, queryClient, '/fighters');
    expect(html).toMatch(/<input type="search"[^>]*aria-label="Search fighters"[^>]*disabled/);
    expect(html.match(/<select[^>]*disabled/g)).toHaveLength(4);
    expect(html).toContain('href="/fighters/ab12cd-bishal-sherpa"');
    expect(html).toContain('1 fighter');
    expect(html).not.toMatch(/class="[^"]*\bant-/);
  });

  it('the directory says "1,000+" when the total was counted to its cap, and pages on past it', async () => {
    const { request } = directoryRequest(new URLSearchParams('page=42'));
    const answer = { items: [fighter], page: 42, pageSize: 24, total: 1008, totalCapped: true };
    for (const [lng, count, next] of [
      ['en', '1,008+ fighters', 'Next page'],
      ['ne', '१,००८+ फाइटर', 'अर्को पृष्ठ'],
    ] as const) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(publicFightersQuery(request, lng).queryKey, answer);
      const html = await render(<FighterDirectory />, queryClient, '/fighters?page=42', lng);
      expect(html).toContain(count);
      // Page 42 of at least 1,009 fighters: the next page is there to go to.
      expect(html).toContain('<span>43</span>');
      expect(html).toMatch(new RegExp(`<button (?![^>]*disabled)[^>]*aria-label="${next}"`));
    }
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicFightersQuery(request, 'en').queryKey, { ...answer, totalCapped: false });
    const html = await render(<FighterDirectory />, queryClient, '/fighters?page=42');
    expect(html).toContain('1,008 fighters');
    expect(html).not.toContain('<span>43</span>');
    expect(html).toMatch(/<button [^>]*disabled[^>]*aria-label="Next page"/);
  });
});
