import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import {
  REPORT_GROUPS,
  REPORT_NO_EVENT,
  type ReportGroup,
  type SalesFigures,
  type SalesReportRow,
} from '@ringside/contract';
import { formatDateTime, localDigits } from '@ringside/contract/display/dates';
import { devanagari } from '@ringside/contract/display/digits';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChartPanel } from '../../../components/admin/chart-panel';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { ListPending } from '../../../components/admin/list-state';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { PageHeader } from '../../../components/page-header';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { errorText } from '../../../lib/error-message';
import { showError } from '../../../lib/feedback';
import { downloadPurchasesCsv, useSalesReport } from '../api/reports';
import { NetByDayChart, NetByRowChart, barsHeight } from './money-charts';
import { PeriodRange } from './period-range';
import { type DayPoint, MAX_BARS, dayPoints, rowBars, tableRows } from './report-data';
import {
  PERIOD_PRESETS,
  type PeriodPreset,
  type ReportRange,
  fiscalYearName,
  fiscalYearOf,
  kathmanduDay,
  presetOf,
  presetRange,
  rangeProblem,
} from './report-period';
import '../../../components/admin/admin.css';
import './commerce-admin.css';
import './money-view.css';

/** What a report's row is called in the interface language: a date, an event, a product type or a gateway. */
function useRowLabel(groupBy: ReportGroup) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (row: SalesReportRow): string => {
    switch (groupBy) {
      case 'DAY':
        return formatDateTime(row.key, locale);
      case 'EVENT':
        return row.key === REPORT_NO_EVENT ? t('commerceAdmin.money.noEvent') : row.label;
      case 'PRODUCT_TYPE':
        return t(`commerceAdmin.types.${row.key}`, { defaultValue: row.label });
      case 'METHOD':
        return t(`commerceAdmin.methods.${row.key}`, { defaultValue: row.label });
    }
  };
}

/** Gross, refunds, net and purchases of the period, in rupees with Nepali grouping. */
function Figures({ totals }: { totals: SalesFigures }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const tiles = [
    { key: 'gross', value: formatMoney(totals.gross, 'NPR', locale) },
    {
      key: 'refunds',
      value: formatMoney(totals.refunds, 'NPR', locale),
      note: t('commerceAdmin.money.refundCount', { count: totals.refundCount }),
    },
    { key: 'net', value: formatMoney(totals.net, 'NPR', locale) },
    { key: 'purchases', value: formatNumber(totals.count, locale) },
  ];
  return (
    <dl className="money-figures" aria-live="polite">
      {tiles.map((tile) => (
        <div key={tile.key} className={`money-figure money-figure-${tile.key}`}>
          <dt className="admin-count-label">{t(`commerceAdmin.money.figures.${tile.key}`)}</dt>
          <dd className="money-figure-value">{tile.value}</dd>
          {tile.note ? <dd className="money-figure-note">{localNote(tile.note, locale)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Counts in a sentence written with the language's digits ('३ फिर्ता'). */
const localNote = (text: string, locale: 'en' | 'ne') => (locale === 'ne' ? devanagari(text) : text);

/** The period's chart: net per day, or net per row of the grouping, with a sentence that reads it. */
function MoneyChart({ rows, groupBy, totals }: { rows: SalesReportRow[]; groupBy: ReportGroup; totals: SalesFigures }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const labelOf = useRowLabel(groupBy);
  const money = (paisa: number) => formatMoney(paisa, 'NPR', locale);
  const title = t(`commerceAdmin.money.chart.${groupBy}`);
  const quiet = totals.count === 0 && totals.refundCount === 0;
  if (quiet) return <ChartPanel title={title} emptyText={t('commerceAdmin.money.noSales')} />;
  if (groupBy === 'DAY') {
    const points = dayPoints(rows, locale);
    const best = points.reduce<DayPoint | undefined>(
      (top, point) => (!top || point.net > top.net ? point : top),
      undefined,
    );
    const summary = best
      ? t('commerceAdmin.money.daySummary', {
          net: money(totals.net),
          days: localNote(t('commerceAdmin.money.days', { count: points.length }), locale),
          best: best.label,
          bestNet: money(best.net),
        })
      : undefined;
    return (
      <ChartPanel title={title} summary={summary} height={280}>
        <NetByDayChart points={points} />
      </ChartPanel>
    );
  }
  const bars = rowBars(rows, labelOf);
  const drawn = rows.filter((row) => row.gross !== 0 || row.refunds !== 0).length;
  const top = bars[0];
  const summary = [
    top ? t('commerceAdmin.money.rowSummary', { net: money(totals.net), top: top.label, topNet: money(top.net) }) : '',
    drawn > MAX_BARS
      ? t('commerceAdmin.money.topOnly', {
          count: localDigits(MAX_BARS, locale),
          total: localDigits(drawn, locale),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ChartPanel title={title} summary={summary} height={barsHeight(bars.length)}>
      <NetByRowChart bars={bars} />
    </ChartPanel>
  );
}

/** Every row of the report: a table on desktop with its total, cards on phones. */
function MoneyTable({ rows, groupBy, totals }: { rows: SalesReportRow[]; groupBy: ReportGroup; totals: SalesFigures }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  const labelOf = useRowLabel(groupBy);
  const listed = tableRows(rows, groupBy);
  const money = (paisa: number) => formatMoney(paisa, 'NPR', locale);
  const refunds = (row: SalesFigures) =>
    row.refundCount > 0
      ? `${money(row.refunds)} (${localNote(t('commerceAdmin.money.refundCount', { count: row.refundCount }), locale)})`
      : money(row.refunds);
  const heading = (
    <div className="money-table-head">
      <Typography.Title level={2} className="admin-section-title">
        {t('commerceAdmin.money.tableTitle')}
      </Typography.Title>
      {groupBy === 'DAY' ? <span className="admin-muted">{t('commerceAdmin.money.quietDays')}</span> : null}
    </div>
  );
  if (!listed.length) return null;

  if (!isDesktop)
    return (
      <section className="admin-stack">
        {heading}
        <ul className="admin-cards">
          {listed.map((row) => (
            <li key={row.key} className="admin-card">
              <span className="admin-card-top">
                <span className="admin-card-title">{labelOf(row)}</span>
                <strong className="admin-nowrap">{money(row.net)}</strong>
              </span>
              <dl className="admin-card-facts">
                <dt>{t('commerceAdmin.money.columns.purchases')}</dt>
                <dd>{formatNumber(row.count, locale)}</dd>
                <dt>{t('commerceAdmin.money.columns.gross')}</dt>
                <dd>{money(row.gross)}</dd>
                <dt>{t('commerceAdmin.money.columns.refunds')}</dt>
                <dd>{refunds(row)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );

  const columns: TableColumnsType<SalesReportRow> = [
    {
      key: 'label',
      title: t(`commerceAdmin.money.columns.${groupBy}`),
      render: (_, row) => <span className="commerce-admin-name">{labelOf(row)}</span>,
    },
    {
      key: 'count',
      title: t('commerceAdmin.money.columns.purchases'),
      align: 'right',
      render: (_, row) => formatNumber(row.count, locale),
    },
    {
      key: 'gross',
      title: t('commerceAdmin.money.columns.gross'),
      align: 'right',
      render: (_, row) => <span className="admin-nowrap">{money(row.gross)}</span>,
    },
    {
      key: 'refunds',
      title: t('commerceAdmin.money.columns.refunds'),
      align: 'right',
      render: (_, row) => <span className="admin-nowrap">{refunds(row)}</span>,
    },
    {
      key: 'net',
      title: t('commerceAdmin.money.columns.net'),
      align: 'right',
      render: (_, row) => <strong className="admin-nowrap">{money(row.net)}</strong>,
    },
  ];
  return (
    <section className="admin-stack">
      {heading}
      <Table<SalesReportRow>
        className="admin-table"
        size="middle"
        rowKey="key"
        columns={columns}
        dataSource={listed}
        pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
        summary={() => (
          <Table.Summary.Row className="money-total-row">
            <Table.Summary.Cell index={0}>{t('commerceAdmin.money.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatNumber(totals.count, locale)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <span className="admin-nowrap">{money(totals.gross)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <span className="admin-nowrap">{refunds(totals)}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong className="admin-nowrap">{money(totals.net)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}

/** "Export CSV": the purchases of the period, saved by the browser. */
function ExportButton({ range, disabled }: { range: ReportRange; disabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      disabled={disabled}
      title={t('commerceAdmin.money.exportHint')}
      onClick={() => {
        setBusy(true);
        downloadPurchasesCsv(range)
          .catch((error: unknown) =>
            showError(errorText(error, t('commerceAdmin.money.exportFailed')), t('commerceAdmin.money.exportFailed')),
          )
          .finally(() => setBusy(false));
      }}
    >
      {t('commerceAdmin.money.export')}
    </Button>
  );
}

/**
 * The staff's money view (TRANSACTION): a period of Kathmandu days (a preset or two days) and a grouping, kept in
 * the address; the period's figures, a chart, every row, and the CSV of its purchases.
 */
export function MoneyView() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const rangeId = useId();
  const [params, setParams] = useSearchParams();
  // Today as the page opened: the presets end on it.
  const now = useMemo(() => new Date(), []);
  const today = kathmanduDay(now);
  const fallback = presetRange('LAST_30_DAYS', now);
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const groupBy = REPORT_GROUPS.find((group) => group === params.get('group')) ?? 'DAY';
  const problem = rangeProblem(range);
  const report = useSalesReport(problem ? null : range, groupBy);
  const fiscalYear = fiscalYearOf(today);

  const update = (next: Partial<ReportRange> & { group?: ReportGroup }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) if (value !== undefined) updated.set(key, value);
        return updated;
      },
      { replace: true },
    );
  const presetLabel = (preset: PeriodPreset) =>
    t(`commerceAdmin.money.presets.${preset}`, {
      year: fiscalYear === null ? '' : localNote(fiscalYearName(fiscalYear), locale),
    });

  const data = report.data;
  return (
    <div className="admin-stack">
      <PageHeader title={t('commerceAdmin.money.title')} subtitle={t('commerceAdmin.money.subtitle')} />
      <div className="admin-filters money-filters">
        <FilterSegments<PeriodPreset>
          label={t('commerceAdmin.money.periodLabel')}
          options={PERIOD_PRESETS.map((preset) => ({ value: preset, label: presetLabel(preset) }))}
          value={presetOf(range, now)}
          onChange={(preset) => preset && update(presetRange(preset, now))}
        />
        <div className="admin-filter">
          <label htmlFor={rangeId} className="admin-filter-label">
            {t('commerceAdmin.money.daysLabel')}
          </label>
          <PeriodRange id={rangeId} value={range} max={today} invalid={problem !== null} onChange={update} />
          {problem ? (
            <span className="money-problem" role="alert">
              {t(`commerceAdmin.money.problems.${problem}`)}
            </span>
          ) : null}
        </div>
        <FilterSegments<ReportGroup>
          label={t('commerceAdmin.money.groupLabel')}
          options={REPORT_GROUPS.map((group) => ({ value: group, label: t(`commerceAdmin.money.groups.${group}`) }))}
          value={groupBy}
          onChange={(group) => group && update({ group })}
        />
        <div className="money-export">
          <ExportButton range={range} disabled={problem !== null} />
        </div>
      </div>
      {problem ? null : !data ? (
        report.isError ? (
          <ListPending failed onRetry={() => void report.refetch()} />
        ) : (
          <Card className="admin-panel">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        )
      ) : (
        <div className={report.isFetching ? 'admin-stack money-refreshing' : 'admin-stack'}>
          <Figures totals={data.totals} />
          <MoneyChart rows={data.rows} groupBy={data.groupBy} totals={data.totals} />
          <MoneyTable rows={data.rows} groupBy={data.groupBy} totals={data.totals} />
        </div>
      )}
    </div>
  );
}
