import { CalendarOutlined } from '../../../components/ui/icons/CalendarOutlined';
import { RightOutlined } from '../../../components/ui/icons/RightOutlined';
import type { HomeSection } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Countdown } from './countdown';
import { ItemBadge } from './item-badge';
import { useItemTime } from './item-time';
import { LinkActionLink } from './link-action-link';
import { linkTarget } from './link-target';
import { useSectionTitle } from './section-title';

/**
 * The next event at the top of the page: its poster (shown whole), name, line, when, and a countdown to the
 * start ("Live now" while live). The poster and the button follow the item's action.
 */
export function HomeHero({ section, eager }: { section: HomeSection; eager?: boolean }) {
  const { t } = useTranslation();
  const itemTime = useItemTime();
  const kicker = useSectionTitle(section);
  const item = section.items[0];
  if (!item) return null;
  const live = item.badge === 'LIVE';
  const poster = item.imageLarge ?? item.image;
  return (
    <section className="hero content-hero" aria-label={kicker}>
      <div className="content-hero-inner">
        <LinkActionLink action={item.action} className="content-hero-poster" aria-label={item.title}>
          {poster ? (
            <>
              <img
                className="content-media-backdrop"
                src={item.image ?? poster}
                width={640}
                height={800}
                alt=""
                aria-hidden
                decoding="async"
              />
              <img
                src={poster}
                srcSet={item.image && item.imageLarge ? `${item.image} 640w, ${item.imageLarge} 1280w` : undefined}
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 340px, 100vw"
                width={640}
                height={800}
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
