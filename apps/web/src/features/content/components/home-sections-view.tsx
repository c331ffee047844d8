import type { Ad, HomeSection } from '@ringside/contract';
import { Fragment } from 'react';
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

/** The home page: the top ads, then the sections in the staff's order with the inline ads among them. */
export function HomeSectionsView({ sections, ads }: { sections: HomeSection[]; ads: Ad[] }) {
  const inlineAt = Math.min(INLINE_AFTER, sections.length) - 1;
  return (
    <div className="content-home">
      <HomeAds ads={ads} placement="HOME_TOP" />
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          <HomeSectionView section={section} first={index === 0} />
          {index === inlineAt ? <HomeAds ads={ads} placement="HOME_INLINE" /> : null}
        </Fragment>
      ))}
    </div>
  );
}
