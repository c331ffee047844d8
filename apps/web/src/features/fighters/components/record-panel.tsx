import type { FightRecord } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

export const hasRecord = (record: FightRecord | null | undefined): record is FightRecord =>
  Boolean(record && record.wins + record.losses + record.draws + record.noContests > 0);

/** Wins, losses, draws and no contests as tiles, then how the wins came: the headline of any fighter database. */
export function RecordPanel({ record, title }: { record: FightRecord; title: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const number = (value: number) => formatNumber(value, locale);
  const other = Math.max(0, record.wins - record.winsByKo - record.winsBySub - record.winsByDecision);
  const methods = [
    { key: 'ko', label: t('fighters.record.byKo'), count: record.winsByKo },
    { key: 'sub', label: t('fighters.record.bySub'), count: record.winsBySub },
    { key: 'dec', label: t('fighters.record.byDecision'), count: record.winsByDecision },
    ...(other > 0 ? [{ key: 'other', label: t('fighters.record.byOther'), count: other }] : []),
  ];
  return (
    <section className="fighters-panel" aria-label={title}>
      <h2>{title}</h2>
      <dl className="fighters-record-tiles">
        <div className="win">
          <dt>{t('fighters.record.wins')}</dt>
          <dd>{number(record.wins)}</dd>
        </div>
        <div className="loss">
          <dt>{t('fighters.record.losses')}</dt>
          <dd>{number(record.losses)}</dd>
        </div>
        <div>
          <dt>{t('fighters.record.draws')}</dt>
          <dd>{number(record.draws)}</dd>
        </div>
        <div>
          <dt>{t('fighters.record.noContests')}</dt>
          <dd>{number(record.noContests)}</dd>
        </div>
      </dl>
      {record.wins > 0 ? (
        <>
          <h3 className="fighters-subhead">{t('fighters.record.winsBy')}</h3>
          <ul className="fighters-methods">
            {methods.map((method) => {
              const percent = Math.round((method.count / record.wins) * 100);
              return (
                <li key={method.key}>
                  <span className="fighters-method-label">{method.label}</span>
                  <span className="fighters-method-bar" aria-hidden>
                    <span style={{ width: `${percent}%` }} />
                  </span>
                  <span className="fighters-method-count">
                    {number(method.count)} <small>({number(percent)}%)</small>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
