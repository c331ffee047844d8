import type { BoutSideResult, PublicFighter } from '@ringside/contract';
import { DISPLAY_TIME_ZONE, dayMonthYear } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Bout = PublicFighter['bouts'][number];

const RESULT_TONES: Record<BoutSideResult, TagTone> = {
  WIN: 'green',
  LOSS: 'red',
  DRAW: 'gold',
  NO_CONTEST: 'default',
};

const englishDate = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
/** '5 Dec 2026' in Kathmandu; Nepali month names and digits in Nepali. */
export function boutDate(value: string, locale: 'en' | 'ne') {
  // Nepali from our own tables: not every browser carries Nepali locale data, and the server renders this too.
  if (locale === 'ne') {
    const { day, month, year } = dayMonthYear(value, locale);
    return `${day} ${month} ${year}`;
  }
  return englishDate.format(new Date(value));
}

/** "vs Sabina Magar", to the opponent's page when they have one: a line of every bout, fought or ahead. */
export function Opponent({ name, slug }: { name: string; slug: string | null }) {
  const { t } = useTranslation();
  return (
    <strong>
      {t('fighters.profile.versus')} {slug ? <Link to={`/fighters/${slug}`}>{name}</Link> : name}
    </strong>
  );
}

/** The fighter's bouts fought (or on cards gone by), newest first; the events capability fills them. */
export function BoutsList({ bouts }: { bouts: Bout[] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <section className="fighters-panel fighters-bouts">
      <h2>{t('fighters.profile.bouts')}</h2>
      {bouts.length === 0 ? (
        <EmptyState text={t('fighters.profile.noBouts')} />
      ) : (
        <ol className="fighters-bout-list">
          {bouts.map((bout) => {
            const { result, method } = bout;
            return (
              <li key={`${bout.eventId}-${bout.opponentName}`}>
                <Tag tone={result ? RESULT_TONES[result] : 'default'} className="fighters-bout-result">
                  {t(`fighters.profile.results.${result ?? 'PENDING'}`)}
                </Tag>
                <div className="fighters-bout-main">
                  <Opponent name={bout.opponentName} slug={bout.opponentSlug} />
                  <span className="fighters-muted">
                    {bout.eventSlug ? <Link to={`/events/${bout.eventSlug}`}>{bout.eventName}</Link> : bout.eventName}
                    {' · '}
                    {boutDate(bout.date, locale)}
                  </span>
                  {method || bout.round ? (
                    <span className="fighters-muted">
                      {[
                        method ? t(`fighters.profile.methods.${method}`) : null,
                        bout.round ? t('fighters.profile.round', { round: bout.round }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
