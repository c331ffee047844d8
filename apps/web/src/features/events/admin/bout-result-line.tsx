import type { Bout } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { boutFighterName } from './event-facts';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** "Red won by KO/TKO in round 2 at 3:14", "Draw (split decision)…", "No contest…". */
export function BoutResultLine({ bout }: { bout: Bout }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const result = bout.result;
  if (!result) return null;
  const winner = result.winnerId === bout.red.id ? bout.red : result.winnerId === bout.blue.id ? bout.blue : null;
  const when =
    result.round !== null && result.time
      ? t('eventsAdmin.result.when', { round: formatNumber(result.round, locale), time: result.time })
      : '';
  const method = result.method ? t(`eventsAdmin.methods.${result.method}`) : '';
  const what =
    result.outcome === 'WIN' && winner
      ? t('eventsAdmin.result.won', { name: boutFighterName(winner), method })
      : method
        ? t('eventsAdmin.result.outcomeWithMethod', { outcome: t(`eventsAdmin.outcomes.${result.outcome}`), method })
        : t(`eventsAdmin.outcomes.${result.outcome}`);
  return (
    <span className="events-admin-result">
      {what}
      {when ? `, ${when}` : ''}
    </span>
  );
}
