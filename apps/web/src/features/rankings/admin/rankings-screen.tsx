import { Alert, Select, Skeleton, Typography } from 'antd';
import { dayMonthYear } from '@ringside/contract/display/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useAdminRanking, weightClassesQuery } from '../api/admin-rankings';
import { RankingsView } from '../components/rankings-view';
import { RankingsEditor } from './rankings-editor';
import { TitleHolder } from './title-holder';
import './rankings-admin.css';

/**
 * /admin/rankings: a weight class (kept in the address), who holds its title (with "Vacate title"), its current
 * version and its history, and the next one.
 */
export function RankingsScreen() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const [search, setSearch] = useSearchParams();
  const classes = useQuery(weightClassesQuery());
  const weightClassId = search.get('class') ?? classes.data?.[0]?.id;
  const ranking = useAdminRanking(weightClassId);
  const when = (value: string) => {
    const date = dayMonthYear(value, locale);
    return `${date.day} ${date.month} ${date.year}`;
  };
  return (
    <div className="rankings-admin">
      <label className="rankings-editor-field">
        <span>{t('rankingsAdmin.weightClass')}</span>
        <Select
          aria-label={t('rankingsAdmin.weightClass')}
          value={weightClassId}
          loading={classes.isPending}
          onChange={(id: string) => setSearch({ class: id }, { replace: true })}
          options={(classes.data ?? []).map((entry) => ({
            value: entry.id,
            label: locale === 'ne' && entry.nameNe ? entry.nameNe : entry.name,
          }))}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </label>
      {ranking.data ? (
        <div className="rankings-admin-columns">
          <div>
            <TitleHolder weightClassId={ranking.data.weightClass.id} />
            <Typography.Title level={4}>{t('rankingsAdmin.current')}</Typography.Title>
            {ranking.data.current ? (
              <RankingsView rankings={[ranking.data.current]} />
            ) : (
              <Alert type="info" showIcon message={t('rankingsAdmin.neverPublished')} />
            )}
            {ranking.data.versions.length > 0 ? (
              <>
                <Typography.Title level={5}>{t('rankingsAdmin.versions')}</Typography.Title>
                <ul className="rankings-admin-versions">
                  {ranking.data.versions.map((version) => (
                    <li key={version.version}>
                      {t('rankingsAdmin.version', { version: version.version, date: when(version.effectiveOn) })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <RankingsEditor
            key={`${ranking.data.weightClass.id}:${ranking.data.current?.version ?? 0}`}
            ranking={ranking.data}
          />
        </div>
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
