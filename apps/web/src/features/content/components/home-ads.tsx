import type { Ad, AdPlacement } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { LinkActionLink } from './link-action-link';
import './ads.css';

/**
 * The running ads of one placement, each its picture with its title as the text, following its action, and
 * marked as an ad. HOME_TOP shows the wide strip everywhere; inline ads a 16:9 card on phones.
 */
export function HomeAds({ ads, placement }: { ads: Ad[]; placement: AdPlacement }) {
  const { t } = useTranslation();
  const shown = ads.filter((ad) => ad.placement === placement && ad.image);
  if (shown.length === 0) return null;
  const strip = placement === 'HOME_TOP';
  return (
    <aside
      className={`content-ads content-ads-${strip ? 'top' : 'inline'}${shown.length > 1 ? ' several' : ''}`}
      aria-label={t('content.ads.label')}
    >
      <ul className="content-ads-list">
        {shown.map((ad) => (
          <li key={ad.id} className="content-ad">
            <LinkActionLink action={ad.action} className="content-ad-link">
              <picture>
                {strip ? null : <source media="(min-width: 768px)" srcSet={ad.image?.wide} width={1200} height={300} />}
                <img
                  src={strip ? ad.image?.wide : ad.image?.card}
                  width={strip ? 1200 : 640}
                  height={strip ? 300 : 360}
                  alt={ad.title}
                  loading={strip ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </picture>
            </LinkActionLink>
            <span className="content-ad-tag">{t('content.ads.tag')}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
