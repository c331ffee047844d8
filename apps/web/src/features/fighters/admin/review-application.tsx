import { Card, Typography } from 'antd';
import type { FighterProfile } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { FactsList } from './review-facts-list';
import { REVIEW_SECTIONS, type ReviewField, useFieldValues } from './review-fields';

interface Props {
  profile: FighterProfile;
  published: FighterProfile | null;
  changed: Set<ReviewField>;
  name: string;
}

function Photo({ profile, name, label }: { profile: FighterProfile; name: string; label?: string }) {
  const { t } = useTranslation();
  if (!profile.photo)
    return (
      <div className="fighters-admin-photo fighters-admin-photo-none">
        <span>{t('fightersAdmin.review.noPhoto')}</span>
      </div>
    );
  return (
    <figure className="fighters-admin-photo">
      <a href={profile.photo.large} target="_blank" rel="noopener noreferrer">
        <img
          src={profile.photo.card}
          srcSet={`${profile.photo.card} 480w, ${profile.photo.large} 960w`}
          sizes="(min-width: 768px) 240px, 100vw"
          alt={name}
          decoding="async"
        />
      </a>
      {label ? <figcaption>{label}</figcaption> : null}
    </figure>
  );
}

/** Every field of the application, by section; with a public version, what differs from it is highlighted. */
export function ReviewApplication({ profile, published, changed, name }: Props) {
  const { t } = useTranslation();
  const read = useFieldValues();
  const rows = (fields: readonly ReviewField[]) =>
    fields.map((field) => ({
      key: field,
      label: t(`fightersAdmin.review.fields.${field}`),
      value: read(profile, field).shown,
      changed: changed.has(field),
      publicValue: published ? read(published, field).text : undefined,
    }));
  const photoChanged = changed.has('photo');
  return (
    <Card title={t('fightersAdmin.review.application')} className="admin-panel">
      <div className="fighters-admin-application">
        <div className={photoChanged ? 'fighters-admin-photos fighters-admin-changed' : 'fighters-admin-photos'}>
          <Photo profile={profile} name={name} />
          {photoChanged && published ? (
            <>
              <span className="fighters-admin-changed-mark">{t('fightersAdmin.review.changed')}</span>
              <Photo profile={published} name={name} label={t('fightersAdmin.review.publicPhoto')} />
            </>
          ) : null}
        </div>
        <div className="fighters-admin-sections">
          {(Object.keys(REVIEW_SECTIONS) as (keyof typeof REVIEW_SECTIONS)[]).map((section) => (
            <section key={section} aria-labelledby={`review-${section}`}>
              <Typography.Title level={3} id={`review-${section}`} className="fighters-admin-section-title">
                {t(`fightersAdmin.review.sections.${section}`)}
              </Typography.Title>
              <FactsList rows={rows(REVIEW_SECTIONS[section])} />
            </section>
          ))}
        </div>
      </div>
    </Card>
  );
}
