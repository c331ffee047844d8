import type { PublicFighter } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/tag';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { boutDate } from './bouts-list';

/**
 * The fighter's title reigns, the latest first: the title (linked to its history), where it was won, the defenses
 * and how the reign ended. Nothing for a fighter who never held a title.
 */
export function TitleReigns({ reigns }: { reigns: PublicFighter['reigns'] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  if (reigns.length === 0) return null;
  return (
    <section className="fighters-panel fighters-area-titles" aria-labelledby="fighter-titles-title">
      <h2 id="fighter-titles-title">{t('fighters.titles.title')}</h2>
      <ol className="fighters-bout-list">
        {reigns.map((reign) => (
          <li key={`${reign.weightClass.id}-${reign.won.date}`}>
            <Tag tone={reign.ended ? 'default' : 'gold'} className="fighters-bout-result">
              {t(`fighters.titles.status.${reign.ended ?? 'CURRENT'}`)}
            </Tag>
            <div className="fighters-bout-main">
              <strong>
                <Link to={`/titles/${reign.weightClass.id}`}>
                  {t('fighters.titles.belt', { weightClass: reign.weightClass.name })}
                </Link>
              </strong>
              <span className="fighters-muted">
                {t('fighters.titles.won', { date: boutDate(reign.won.date, locale) })}{' '}
                <Link to={`/events/${reign.won.eventSlug}`}>{reign.won.eventName}</Link>
              </span>
              <span className="fighters-muted">
                {t('fighters.titles.defenses', { count: reign.defenses.length })}
                {' · '}
                {reign.ended && reign.endedAt
                  ? t(`fighters.titles.ended.${reign.ended}`, { date: boutDate(reign.endedAt, locale) })
                  : t('fighters.titles.reigning')}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
