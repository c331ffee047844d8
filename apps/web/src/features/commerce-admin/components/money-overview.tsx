import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { devanagari } from '@ringside/contract/display/digits';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartPanel } from '../../../components/admin/chart-panel';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useNextEventTiers, useSalesReport } from '../api/reports';
import { NetByDayChart, TierSalesChart, barsHeight } from './money-charts';
import { dayPoints, tierBars } from './report-data';
import { presetRange } from './report-period';
import './money-view.css';

/** The overview's net revenue of the last 30 Kathmandu days (TRANSACTION), linking to the money view. */
export function RevenueTrendPanel() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const range = useMemo(() => presetRange('LAST_30_DAYS', new Date()), []);
  const report = useSalesReport(range, 'DAY');
  const data = report.data;
  const counted = data ? t('commerceAdmin.money.paidCount', { count: data.totals.count }) : '';
  return (
    <ChartPanel
      title={t('commerceAdmin.overview.revenueTitle')}
      extra={<Link to="/admin/money">{t('commerceAdmin.overview.openMoney')}</Link>}
      loading={!data && !report.isError}
      failed={!data && report.isError}
      onRetry={() => void report.refetch()}
      height={200}
      summary={
        data
          ? t('commerceAdmin.overview.revenueSummary', {
              net: formatMoney(data.totals.net, 'NPR', locale),
              count: locale === 'ne' ? devanagari(counted) : counted,
            })
          : undefined
      }
    >
      {data ? <NetByDayChart points={dayPoints(data.rows, locale)} /> : null}
    </ChartPanel>
  );
}

/** The overview's seats of the next upcoming event that sells them (TRANSACTION): sold, held, left per tier. */
export function NextEventSeatsPanel() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const next = useNextEventTiers(true);
  const found = next.data;
  const bars = found ? tierBars(found.report.items) : [];
  const sum = (part: 'sold' | 'held' | 'remaining' | 'capacity') =>
    formatNumber(
      bars.reduce((total, bar) => total + bar[part], 0),
      locale,
    );
  return (
    <ChartPanel
      title={
        found ? t('commerceAdmin.overview.tiersTitle', { event: found.event.name }) : t('commerceAdmin.overview.seats')
      }
      loading={next.isPending}
      failed={next.isError && !found}
      onRetry={() => void next.refetch()}
      emptyText={next.isSuccess && !found ? t('commerceAdmin.overview.tiersNone') : undefined}
      height={barsHeight(bars.length) + 32}
      summary={
        found
          ? `${formatDateTime(found.event.startsAt, locale)}: ${t('commerceAdmin.overview.tiersSummary', {
              sold: sum('sold'),
              capacity: sum('capacity'),
              held: sum('held'),
              remaining: sum('remaining'),
            })}`
          : undefined
      }
    >
      {found ? <TierSalesChart bars={bars} /> : null}
    </ChartPanel>
  );
}
