import { LeftOutlined } from '../../../components/ui/icons/LeftOutlined';
import { RightOutlined } from '../../../components/ui/icons/RightOutlined';
import type { HomeSection } from '@ringside/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { posterFrame, sharedFrame } from '../../../components/poster-frame';
import { HomeCard } from './home-card';
import { LinkActionLink } from './link-action-link';
import { useSectionTitle } from './section-title';

/**
 * A titled row of tiles that scrolls sideways: swiped on a phone (a part of the next tile shows that there is
 * more), with arrow buttons on a desktop. "See all" follows the section's `more` action.
 */
export function HomeRow({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const title = useSectionTitle(section);
  // The arrows show only when the row holds more than fits.
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const row = list.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(row.scrollWidth > row.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [section.items.length]);
  // A row of event posters shares the frame most of them have; a row of portrait ones gets narrower tiles.
  const posters = section.items.filter((item) => item.kind === 'EVENT');
  const shared =
    posters.length > 0 ? sharedFrame(posters.map((item) => posterFrame(item.imageWidth, item.imageHeight))) : undefined;
  const scroll = (direction: -1 | 1) => {
    const row = list.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className="content-section" aria-labelledby={titleId}>
      <div className="content-section-head">
        <h2 id={titleId} className="content-section-title">
          {title}
        </h2>
        <div className="content-section-tools">
          {section.more ? (
            <LinkActionLink action={section.more} className="content-see-all">
              {t('content.row.seeAll')}
              <RightOutlined aria-hidden />
            </LinkActionLink>
          ) : null}
          {overflowing ? (
            <span className="content-row-arrows">
              <button
                type="button"
                className="content-arrow"
                aria-label={t('content.row.back')}
                onClick={() => scroll(-1)}
              >
                <LeftOutlined aria-hidden />
              </button>
              <button
                type="button"
                className="content-arrow"
                aria-label={t('content.row.forward')}
                onClick={() => scroll(1)}
              >
                <RightOutlined aria-hidden />
              </button>
            </span>
          ) : null}
        </div>
      </div>
      <ul
        ref={list}
        className={`content-row content-row-${section.kind.toLowerCase()}${shared?.shape === 'portrait' ? ' content-row-portrait' : ''}`}
      >
        {section.items.map((item) => (
          <li key={item.id}>
            <HomeCard item={item} shared={shared} />
          </li>
        ))}
      </ul>
    </section>
  );
}
