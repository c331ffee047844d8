import { SafetyCertificateFilled } from '../../../components/ui/icons/SafetyCertificateFilled';
import { type PublicFighter, addRecords } from '@ringside/contract';
import { INCH_TO_CM } from '@ringside/contract/display/height';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { BoutsList } from './bouts-list';
import { CountryFlag } from './country-flag';
import { fullName, recordLine } from '../../../components/fighter-name';
import { FighterPhotoFrame } from './fighter-photo';
import { inchesFromCm, poundsFromKg, tenths } from './measures';
import { textLanguage } from '../../../components/text-language';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { RecordPanel, hasRecord } from './record-panel';
import { SocialLinks } from './social-links';
import { FighterVideos } from './fighter-videos';
import { TitleReigns } from './title-reigns';
import { UpcomingBouts } from './upcoming-bouts';
import './fighters.css';

/**
 * A public fighter page: the hero, the record with its breakdown, the bouts ahead, the titles held, the facts, the
 * bio, the bouts fought and the videos.
 */
export function FighterProfileView({
  fighter,
  brandName,
  actions,
}: {
  fighter: PublicFighter;
  brandName: string;
  /** Composed by the page: the follow button (another feature's). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const name = fullName(fighter);
  const country = fighter.countryName;
  // The professional record: what the fighter brought in plus the results on this promotion's cards.
  const record = addRecords(fighter.priorRecord, fighter.promotionRecord);

  const facts: { key: string; label: string; value: ReactNode }[] = [];
  const feetAndInches = (cm: number) => {
    const inches = Math.round(cm / INCH_TO_CM);
    return t('fighters.facts.feetInches', { feet: Math.floor(inches / 12), inches: inches % 12 });
  };
  const fact = (key: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '')
      facts.push({ key, label: t(`fighters.facts.${key}`), value });
  };
  fact('age', fighter.age !== null && t('fighters.facts.ageValue', { count: fighter.age }));
  fact(
    'height',
    fighter.heightCm !== null && (
      <>
        {feetAndInches(fighter.heightCm)}{' '}
        <span className="fighters-muted">({t('fighters.facts.cm', { value: tenths(fighter.heightCm) })})</span>
      </>
    ),
  );
  fact(
    'weight',
    fighter.weightKg !== null && (
      <>
        {t('fighters.facts.kg', { value: tenths(fighter.weightKg) })}{' '}
        <span className="fighters-muted">({t('fighters.facts.lb', { value: poundsFromKg(fighter.weightKg) })})</span>
      </>
    ),
  );
  fact(
    'reach',
    fighter.reachCm !== null && (
      <>
        {t('fighters.facts.cm', { value: tenths(fighter.reachCm) })}{' '}
        <span className="fighters-muted">({t('fighters.facts.inches', { value: inchesFromCm(fighter.reachCm) })})</span>
      </>
    ),
  );
  fact('stance', fighter.stance && t(`fighters.stances.${fighter.stance}`));
  fact(
    'weightClass',
    fighter.weightClass && (
      <>
        {fighter.weightClass.name}
        {fighter.weightClass.lowerKg !== null && fighter.weightClass.upperKg !== null ? (
          <span className="fighters-muted">
            {' '}
            (
            {t('fighters.facts.kgRange', {
              lower: tenths(fighter.weightClass.lowerKg),
              upper: tenths(fighter.weightClass.upperKg),
            })}
            )
          </span>
        ) : null}
      </>
    ),
  );
  fact(
    'affiliation',
    fighter.affiliation && (
      <span className="fighters-affiliation">
        {fighter.affiliation.logoUrl ? (
          <img src={fighter.affiliation.logoUrl} alt="" width={28} height={28} loading="lazy" decoding="async" />
        ) : null}
        <span>
          {fighter.affiliation.name}
          {fighter.affiliation.city ? (
            <span className="fighters-muted">
              {' · '}
              <span lang={textLanguage(fighter.affiliation.city)}>{fighter.affiliation.city}</span>
            </span>
          ) : null}
        </span>
      </span>
    ),
  );
  // What the fighter wrote, in the language they wrote it in (a reader's screen reader says it right).
  fact('coach', fighter.coach && <span lang={textLanguage(fighter.coach)}>{fighter.coach}</span>);
  fact('hometown', fighter.hometown && <span lang={textLanguage(fighter.hometown)}>{fighter.hometown}</span>);
  fact(
    'country',
    fighter.countryCode && (
      <span className="fighters-inline-flag">
        <CountryFlag code={fighter.countryCode} size={24} />
        {country}
      </span>
    ),
  );
  fact(
    'nationality',
    fighter.nationality && fighter.nationality.toUpperCase() !== fighter.countryCode.toUpperCase() && (
      <span className="fighters-inline-flag">
        <CountryFlag code={fighter.nationality} size={24} />
        {fighter.nationalityName}
      </span>
    ),
  );

  return (
    <article className="fighters-profile">
      <header className="fighters-hero">
        <div className="page-hero-inner">
          <FighterPhotoFrame photo={fighter.photo} name={name} variant="large" eager />
          <div className="page-hero-text">
            <p className="fighters-hero-kicker">
              <CountryFlag code={fighter.countryCode} label={country} size={32} />
              <span>{[country, fighter.weightClass?.name].filter(Boolean).join(' · ')}</span>
            </p>
            <h1 className="fighters-hero-name">
              <span>{fighter.firstName}</span>
              {fighter.nickname ? <span className="fighters-hero-nickname">“{fighter.nickname}”</span> : null}
              <span>{fighter.lastName}</span>
            </h1>
            <div className="fighters-hero-record">
              <span className="fighters-hero-record-line" aria-label={t('fighters.profile.recordAria', record)}>
                {recordLine(record, locale)}
              </span>
              <span className="fighters-hero-record-label">
                {t('fighters.profile.recordLabel')}
                {record.noContests > 0 ? ` · ${t('fighters.profile.noContests', { count: record.noContests })}` : ''}
              </span>
            </div>
            {fighter.rankings.length > 0 ? (
              <p className="fighters-ranks">
                {fighter.rankings.map((place) => (
                  <Link
                    key={place.weightClass.id}
                    to={`/rankings#class-${place.weightClass.id}`}
                    className={`fighters-rank${place.position === 0 ? ' champion' : ''}`}
                  >
                    {place.position === 0
                      ? t('fighters.profile.championOf', { weightClass: place.weightClass.name })
                      : t('fighters.profile.rankedIn', {
                          position: place.position,
                          weightClass: place.weightClass.name,
                        })}
                  </Link>
                ))}
              </p>
            ) : null}
            {fighter.recordVerified ? (
              <span className="fighters-verified" title={t('fighters.profile.verifiedHint', { brand: brandName })}>
                <SafetyCertificateFilled aria-hidden /> {t('fighters.profile.verified')}
              </span>
            ) : null}
            {actions ? <div className="fighters-hero-actions">{actions}</div> : null}
            <SocialLinks links={fighter.socialLinks} name={name} />
          </div>
        </div>
      </header>

      <div className="fighters-profile-body">
        <div className="fighters-area-record">
          <RecordPanel record={record} title={t('fighters.record.professional')} />
          {hasRecord(fighter.amateurRecord) ? (
            <RecordPanel record={fighter.amateurRecord} title={t('fighters.record.amateur')} />
          ) : null}
        </div>
        <UpcomingBouts bouts={fighter.upcoming} />
        <TitleReigns reigns={fighter.reigns} />
        <section className="fighters-panel fighters-area-facts">
          <h2>{t('fighters.profile.facts')}</h2>
          <dl className="fighters-facts">
            {facts.map((item) => (
              <div key={item.key}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {fighter.bio ? (
          <section className="fighters-panel fighters-area-about">
            <h2>{t('fighters.profile.about', { name: fighter.firstName })}</h2>
            <p className="fighters-bio" lang={textLanguage(fighter.bio)}>
              {fighter.bio}
            </p>
          </section>
        ) : null}
        <div className="fighters-area-bouts">
          <BoutsList bouts={fighter.bouts} />
        </div>
        <FighterVideos fighterId={fighter.id} />
      </div>
    </article>
  );
}

/** The page's shape while the profile loads: the hero's photo, name and record, then the record and the facts. */
export function FighterProfileSkeleton() {
  return (
    <div className="fighters-profile" aria-busy>
      <div className="fighters-hero">
        <div className="page-hero-inner">
          <div className="fighters-photo fighters-photo-large fighters-shimmer dark" />
          <div className="page-hero-text" aria-hidden>
            <span className="fighters-shimmer dark fighters-hero-line kicker" />
            <span className="fighters-shimmer dark fighters-hero-line name" />
            <span className="fighters-shimmer dark fighters-hero-line record" />
          </div>
        </div>
      </div>
      <div className="fighters-profile-body">
        <div className="fighters-panel fighters-area-record">
          <Skeleton lines={4} />
        </div>
        <div className="fighters-panel fighters-area-facts">
          <Skeleton lines={6} />
        </div>
      </div>
    </div>
  );
}

/** No such fighter, or a profile that is not public (HUBFPNF001): the page's own heading. */
export function FighterNotFound() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="not-found"
      headingLevel={1}
      title={t('fighters.profile.notFound')}
      extra={
        <ButtonLink variant="primary" to="/fighters">
          {t('fighters.profile.allFighters')}
        </ButtonLink>
      }
    >
      {t('fighters.profile.notFoundText')}
    </StatusMessage>
  );
}

/** Any other failure: the profile could not be loaded (slow or lost connection). */
export function FighterLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="error"
      headingLevel={1}
      title={t('fighters.profile.loadError')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
