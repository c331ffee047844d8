import { CalendarOutlined } from '../../../components/ui/icons/CalendarOutlined';
import { RightOutlined } from '../../../components/ui/icons/RightOutlined';
import type { HomeSection } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { fillsFrames, frameStyle, posterFrame } from '../../../components/poster-frame';
import { Countdown } from './countdown';
import { ItemBadge } from './item-badge';
import { useItemTime } from './item-time';
import { LinkActionLink } from './link-action-link';
import { linkTarget } from './link-target';
import { useSectionTitle } from './section-title';

/** How wide the hero shows the poster: portrait ones by their height on phones, wide ones full width. */
const SIZES = {
  // A phone's portrait hero is capped at 46 % of the screen's height (content.css): 0.8 x 46vh wide.
  portrait: '(min-width: 1024px) 400px, (min-width: 768px) 340px, min(92vw, 37vh)',
  landscape: '(min-width: 1024px) 560px, (min-width: 768px) 48vw, 100vw',
  unknown: '(min-width: 1024px) 400px, (min-width: 768px) 340px, 100vw',
};

/**
 * The next event at the top of the page: its poster (whole, in a frame of its own shape: decision 49), name, line,
 * when, and a countdown to the start ("Live now" while live). The poster and the button follow the item's action.
 */
export function HomeHero({ section, eager }: { section: HomeSection; eager?: boolean }) {
  const { t } = useTranslation();
  const itemTime = useItemTime();
  const kicker = useSectionTitle(section);
  const item = section.items[0];
  if (!item) return null;
  const live = item.badge === 'LIVE';
  const poster = item.imageLarge ?? item.image;
  const frame = posterFrame(item.imageWidth, item.imageHeight);
  const shape = poster && frame.known ? ` content-hero-${frame.shape}` : '';
  return (
    <section className="hero content-hero" aria-label={kicker}>
      {/* The poster's link inherits its ratio (--poster-ratio). */}
      <div className="content-hero-inner" style={frameStyle(frame)}>
        <LinkActionLink action={item.action} className={`content-hero-poster${shape}`} aria-label={item.title}>
          {poster ? (
            <>
              {fillsFrames(frame) ? null : (
                <img
                  className="content-media-backdrop"
                  src={item.image ?? poster}
                  width={frame.known ? frame.width : 640}
                  height={frame.known ? frame.height : 800}
                  alt=""
                  aria-hidden
                  decoding="async"
                />
              )}
              <img
                src={poster}
                srcSet={item.image && item.imageLarge ? `${item.image} 640w, ${item.imageLarge} 1280w` : undefined}
                sizes={SIZES[frame.known ? frame.shape : 'unknown']}
                width={frame.known ? frame.width : 640}
                height={frame.known ? frame.height : 800}
                alt=""
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager ? 'high' : undefined}
                decoding="async"
              />
            </>
          ) : (
            <span className="content-media-mark" aria-hidden>
              <CalendarOutlined />
            </span>
          )}
        </LinkActionLink>
        <div className="content-hero-text">
          <p className="hero-kicker content-hero-kicker">
            {kicker}
            {live ? <ItemBadge badge="LIVE" /> : null}
          </p>
          <h2 className="content-hero-name">{item.title}</h2>
          {item.subtitle ? <p className="content-hero-line">{item.subtitle}</p> : null}
          {item.startsAt ? (
            <p className="content-hero-when">
              <CalendarOutlined aria-hidden />
              <time dateTime={item.startsAt}>{itemTime(item.startsAt)}</time>
            </p>
          ) : null}
          {item.startsAt ? <Countdown startsAt={item.startsAt} live={live} /> : null}
          {linkTarget(item.action).kind !== 'none' ? (
            <LinkActionLink action={item.action} className="content-hero-cta">
              {t(live ? 'content.hero.watch' : 'content.hero.open')}
              <RightOutlined aria-hidden />
            </LinkActionLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
