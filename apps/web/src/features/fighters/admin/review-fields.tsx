import { SOCIAL_NETWORKS, ageOn, type FighterProfile, type FightRecord } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { heightInFeetAndInches } from '@ringside/contract/display/height';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectables } from '../../../lib/selectables';
import { CountryFlag } from '../components/country-flag';
import { useCountryName } from '../../../components/admin/use-country-name';
import { trimKg } from './review-facts';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** The application's fields in the order the review screen shows them, by section. */
export const REVIEW_SECTIONS = {
  identity: [
    'title',
    'firstName',
    'middleName',
    'lastName',
    'nickname',
    'gender',
    'dateOfBirth',
    'nationality',
    'countryCode',
  ],
  body: ['heightCm', 'weightKg', 'reachCm', 'weightClassId', 'stance'],
  team: ['affiliationId', 'coach', 'hometown', 'bio', 'socialLinks'],
} as const;

export type ReviewField =
  (typeof REVIEW_SECTIONS)[keyof typeof REVIEW_SECTIONS][number] | 'photo' | 'priorRecord' | 'amateurRecord';

export interface FieldValue {
  /** What the screen shows; null when the field is empty. */
  shown: ReactNode;
  /** A plain form of the value, to tell whether it differs from the public version. */
  compare: string;
  /** The value as text, for "Public: …" under a changed field. */
  text: string;
}

const recordKey = (record: FightRecord | null) =>
  record
    ? [
        record.wins,
        record.losses,
        record.draws,
        record.noContests,
        record.winsByKo,
        record.winsBySub,
        record.winsByDecision,
      ].join('/')
    : '';

const linksKey = (links: Record<string, string>) =>
  SOCIAL_NETWORKS.map((network) => `${network}=${links[network] ?? ''}`).join('|');

/** Reads any field of an application as shown, compared and quoted text. */
export function useFieldValues() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const countryName = useCountryName();
  const selectables = useSelectables().data;
  const plain = (value: string | null | undefined): FieldValue => ({
    shown: value || null,
    compare: value ?? '',
    text: value ?? '',
  });
  const measure = (value: number | null, unit: 'cm' | 'kg', extra?: string): FieldValue => {
    if (value === null) return plain(null);
    const text = t(`fightersAdmin.${unit}`, { value: trimKg(value) }) + (extra ? ` (${extra})` : '');
    return { shown: text, compare: String(value), text };
  };
  const country = (code: string | null): FieldValue => {
    if (!code) return plain(null);
    const name = countryName(code);
    return {
      shown: (
        <span className="fighters-admin-country">
          <CountryFlag code={code} />
          {name}
        </span>
      ),
      compare: code,
      text: name,
    };
  };

  return (profile: FighterProfile, field: ReviewField): FieldValue => {
    switch (field) {
      case 'title': {
        const label = selectables?.titles.find((title) => title.value === profile.title)?.label;
        return { ...plain(profile.title), shown: label ?? profile.title, text: label ?? profile.title ?? '' };
      }
      case 'gender':
        return profile.gender
          ? {
              ...plain(profile.gender),
              shown: t(`fightersAdmin.genders.${profile.gender}`),
              text: t(`fightersAdmin.genders.${profile.gender}`),
            }
          : plain(null);
      case 'stance':
        return profile.stance
          ? {
              ...plain(profile.stance),
              shown: t(`fightersAdmin.stances.${profile.stance}`),
              text: t(`fightersAdmin.stances.${profile.stance}`),
            }
          : plain(null);
      case 'dateOfBirth': {
        if (!profile.dateOfBirth) return plain(null);
        const text = `${formatDate(profile.dateOfBirth, DATE_FORMAT_ISO, locale)} (${t('fightersAdmin.review.years', { count: ageOn(profile.dateOfBirth) })})`;
        return { shown: text, compare: profile.dateOfBirth, text };
      }
      case 'nationality':
      case 'countryCode':
        return country(profile[field]);
      case 'heightCm':
        return measure(profile.heightCm, 'cm', profile.heightCm ? heightInFeetAndInches(profile.heightCm) : undefined);
      case 'reachCm':
        return measure(profile.reachCm, 'cm');
      case 'weightKg':
        return measure(profile.weightKg, 'kg');
      case 'weightClassId': {
        const weightClass = profile.weightClass;
        if (!weightClass) return plain(null);
        const range =
          weightClass.lowerKg !== null && weightClass.upperKg !== null
            ? t('fightersAdmin.kgRange', { lower: trimKg(weightClass.lowerKg), upper: trimKg(weightClass.upperKg) })
            : '';
        const text = range ? `${weightClass.name} (${range})` : weightClass.name;
        return { shown: text, compare: weightClass.id, text };
      }
      case 'affiliationId': {
        const affiliation = profile.affiliation;
        if (!affiliation) return plain(null);
        const text = [affiliation.name, affiliation.city].filter(Boolean).join(', ');
        return {
          shown: (
            <span className="fighters-admin-affiliation">
              {affiliation.logoUrl ? <img src={affiliation.logoUrl} alt="" width={24} height={24} /> : null}
              {text}
            </span>
          ),
          compare: affiliation.id,
          text,
        };
      }
      case 'bio':
        return {
          ...plain(profile.bio),
          shown: profile.bio ? <span className="fighters-admin-bio">{profile.bio}</span> : null,
        };
      case 'socialLinks': {
        const links = SOCIAL_NETWORKS.filter((network) => profile.socialLinks[network]);
        const text = links.map((network) => profile.socialLinks[network]).join(', ');
        return {
          shown: links.length ? (
            <ul className="fighters-admin-links">
              {links.map((network) => (
                <li key={network}>
                  <span className="admin-muted">{t(`fightersAdmin.review.social.${network}`)}</span>{' '}
                  <a href={profile.socialLinks[network]} target="_blank" rel="noopener noreferrer nofollow">
                    {profile.socialLinks[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null,
          compare: linksKey(profile.socialLinks),
          text,
        };
      }
      case 'photo':
        return { shown: null, compare: profile.photo?.id ?? '', text: '' };
      case 'priorRecord':
      case 'amateurRecord':
        return { shown: null, compare: recordKey(profile[field]), text: '' };
      default:
        return plain(profile[field]);
    }
  };
}

/** The fields of `profile` that differ from the public version. */
export function useChangedFields(profile: FighterProfile | null, published: FighterProfile | null): Set<ReviewField> {
  const read = useFieldValues();
  const changed = new Set<ReviewField>();
  if (!profile || !published) return changed;
  const all: ReviewField[] = [...Object.values(REVIEW_SECTIONS).flat(), 'photo', 'priorRecord', 'amateurRecord'];
  for (const field of all) if (read(profile, field).compare !== read(published, field).compare) changed.add(field);
  return changed;
}
