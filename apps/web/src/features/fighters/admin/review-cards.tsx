import type { FighterReviewItem } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountryFlag } from '../components/country-flag';
import { useCountryName } from '../../../components/admin/use-country-name';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { applicationName, reviewLink } from './review-facts';
import { ReviewSent } from './review-sent';
import { ReviewKindTag, ReviewStatusTag } from './review-tags';

/** The queue on phones: a card per application, the whole card a link to the review. */
export function ReviewCards({ items, from }: { items: FighterReviewItem[]; from: string }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <ul className="admin-cards">
      {items.map((item) => {
        const name = applicationName(item);
        const facts = [
          item.weightClass?.name,
          item.gender ? t(`fightersAdmin.genders.${item.gender}`) : undefined,
        ].filter(Boolean);
        return (
          <li key={item.id}>
            <Link {...reviewLink(item.id, from)} className="admin-card fighters-admin-card">
              <FighterAvatar photo={item.photo} name={name} size={56} />
              <span className="fighters-admin-card-body">
                <span className="admin-card-top">
                  <span className="admin-card-title">
                    {name || t('fightersAdmin.noName')}
                    {item.nickname ? <span className="admin-muted"> “{item.nickname}”</span> : null}
                  </span>
                  <ReviewStatusTag status={item.status} />
                </span>
                {facts.length ? <span className="admin-card-line">{facts.join(' · ')}</span> : null}
                {item.nationality ? (
                  <span className="admin-card-line fighters-admin-country">
                    <CountryFlag code={item.nationality} />
                    {countryName(item.nationality)}
                  </span>
                ) : null}
                <span className="admin-card-meta">
                  <ReviewKindTag isChange={item.isChange} />
                  <ReviewSent item={item} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
