import type { Ad, HomeSection } from '@ringside/contract';
import { Fragment, type ReactNode } from 'react';
import { HomeAds } from './home-ads';
import { HomeBanner } from './home-banner';
import { HomeHero } from './home-hero';
import { HomeRow } from './home-row';
import './content.css';

/** Inline ads go after this many sections (or after the last, on a shorter page). */
const INLINE_AFTER = 2;

/** One section as fans see it. */
export function HomeSectionView({ section, first }: { section: HomeSection; first?: boolean }) {
  if (section.kind === 'HERO_EVENT') return <HomeHero section={section} eager={first} />;
  if (section.kind === 'BANNER') return <HomeBanner section={section} />;
  return <HomeRow section={section} />;
}

/**
 * The home page: the top ads, then the sections in the staff's order with the inline ads among them. `personal`
 * (the viewer's own row, Continue watching) comes after the hero, or first when the page opens with no hero.
 */
export function HomeSectionsView({
  sections,
  ads,
  personal,
}: {
  sections: HomeSection[];
  ads: Ad[];
  personal?: ReactNode;
}) {
  const inlineAt = Math.min(INLINE_AFTER, sections.length) - 1;
  const personalAfter = sections[0]?.kind === 'HERO_EVENT' ? 0 : -1;
  return (
    <div className="content-home">
      <HomeAds ads={ads} placement="HOME_TOP" />
      {personalAfter === -1 ? personal : null}
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          <HomeSectionView section={section} first={index === 0} />
          {index === personalAfter ? personal : null}
          {index === inlineAt ? <HomeAds ads={ads} placement="HOME_INLINE" /> : null}
        </Fragment>
      ))}
    </div>
  );
}
