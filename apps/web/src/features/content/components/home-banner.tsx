import { ArrowRightOutlined } from '../../../components/ui/icons/ArrowRightOutlined';
import type { HomeSection } from '@ringside/contract';
import { LinkActionLink } from './link-action-link';
import { linkTarget } from './link-target';

/**
 * A banner: its picture (a 16:9 card on phones, the wide strip from 768 px) under its title and line; the
 * whole banner follows its action, or is plain when the action is NONE.
 */
export function HomeBanner({ section }: { section: HomeSection }) {
  const item = section.items[0];
  if (!item) return null;
  const clickable = linkTarget(item.action).kind !== 'none';
  return (
    <section className="content-section content-banner-section">
      <LinkActionLink
        action={item.action}
        className={`content-banner${item.image ? '' : ' empty'}${clickable ? ' clickable' : ''}`}
      >
        {item.image ? (
          <picture>
            {item.imageLarge ? (
              <source media="(min-width: 768px)" srcSet={item.imageLarge} width={1200} height={300} />
            ) : null}
            <img src={item.image} width={640} height={360} alt="" loading="lazy" decoding="async" />
          </picture>
        ) : null}
        <div className="content-banner-text">
          {item.title ? <h2 className="content-banner-title">{item.title}</h2> : null}
          {item.subtitle ? <p className="content-banner-line">{item.subtitle}</p> : null}
        </div>
        {clickable ? (
          <span className="content-banner-go" aria-hidden>
            <ArrowRightOutlined />
          </span>
        ) : null}
      </LinkActionLink>
    </section>
  );
}
