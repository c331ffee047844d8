import type { PublicFighterCard } from '@ringside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fighterVideosQuery } from '../api/fighter-videos';
import { publicFighterQuery } from '../api/public-fighter';
import { CountryFlag } from './country-flag';
import { FighterPhotoFrame } from './fighter-photo';
import { fullName, recordLine } from '../../../components/fighter-name';

/** A directory card; the profile starts loading when the visitor points at or touches it. */
export function FighterCard({ fighter, eager }: { fighter: PublicFighterCard; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const name = fullName(fighter);
  const prefetch = () => {
    void queryClient.prefetchQuery(publicFighterQuery(fighter.slug, i18n.language));
    void queryClient.prefetchQuery(fighterVideosQuery(fighter.id));
  };
  return (
    <li>
      <Link
        to={`/fighters/${fighter.slug}`}
        className="tile fighters-card"
        onMouseEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
      >
        <FighterPhotoFrame photo={fighter.photo} name={name} variant="card" eager={eager} />
        <div className="fighters-card-body">
          <div className="fighters-card-name">
            <CountryFlag code={fighter.countryCode} label={fighter.countryName} size={20} />
            <strong>{name}</strong>
          </div>
          {fighter.nickname ? <div className="fighters-card-nickname">“{fighter.nickname}”</div> : null}
          <div className="fighters-card-meta">
            <span className="fighters-card-record" aria-label={t('fighters.profile.recordAria', fighter.record)}>
              {recordLine(fighter.record, i18n.language === 'ne' ? 'ne' : 'en')}
            </span>
            {fighter.weightClass ? <span className="fighters-card-class">{fighter.weightClass.name}</span> : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The grid's shape while the first page loads, so the cards arrive without moving anything. */
export function FighterCardSkeleton() {
  return (
    <li aria-hidden className="fighters-card fighters-card-skeleton">
      <div className="fighters-photo fighters-photo-card fighters-shimmer" />
      <div className="fighters-card-body">
        <span className="fighters-shimmer fighters-line wide" />
        <span className="fighters-shimmer fighters-line" />
      </div>
    </li>
  );
}
