import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS } from '../../../components/admin/chart-panel';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { type DayPoint, type RowBar, type TierBar, compactRupees } from './report-data';

// Recharts is loaded only by the back office's chart screens (lazy routes): never import this from a public page.

/** Past this many days a bar per day gets too thin to read: the chart becomes an area. */
const MOST_DAY_BARS = 45;

/** The chart's own tooltip: a title, then label and value lines. */
function TooltipBox({ title, lines }: { title: ReactNode; lines: [string, string][] }) {
  return (
    <div className="admin-chart-tooltip">
      <div className="admin-chart-tooltip-title">{title}</div>
      {lines.map(([label, value]) => (
        <div key={label} className="admin-chart-tooltip-line">
          <span>{label}</span>
          <strong>{value}</strong>
        </div>
      ))}
    </div>
  );
}

/** The data point under the pointer (or the keyboard's focus), as the chart was given it. */
function pointOf<T>(props: TooltipContentProps): T | undefined {
  return props.active ? (props.payload[0]?.payload as T | undefined) : undefined;
}

/** Rupee ticks, short ('12.5 lakh'), and full amounts for tooltips, in the interface language. */
function useMoneyText() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const words = { lakh: t('commerceAdmin.money.lakh'), crore: t('commerceAdmin.money.crore') };
  return {
    tick: (paisa: number) => compactRupees(paisa, locale, words),
    money: (paisa: number) => formatMoney(paisa, 'NPR', locale),
    number: (value: number) => formatNumber(value, locale),
  };
}

/** Net revenue per Kathmandu day: bars for a month or so, an area beyond. */
export function NetByDayChart({ points }: { points: DayPoint[] }) {
  const { t } = useTranslation();
  const text = useMoneyText();
  const content = (props: TooltipContentProps) => {
    const point = pointOf<DayPoint>(props);
    if (!point) return null;
    return (
      <TooltipBox
        title={point.label}
        lines={[
          [t('commerceAdmin.money.figures.net'), text.money(point.net)],
          [t('commerceAdmin.money.figures.gross'), text.money(point.gross)],
          [t('commerceAdmin.money.figures.refunds'), text.money(point.refunds)],
          [t('commerceAdmin.money.columns.purchases'), text.number(point.count)],
        ]}
      />
    );
  };
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke={CHART_COLORS.grid} />,
    <XAxis
      key="x"
      dataKey="label"
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={{ stroke: CHART_COLORS.grid }}
      interval="preserveStartEnd"
      minTickGap={12}
    />,
    <YAxis key="y" tickFormatter={text.tick} tick={AXIS_TICK} tickLine={false} axisLine={false} width={72} />,
    <ReferenceLine key="zero" y={0} stroke="#a1a1aa" />,
    <Tooltip key="tooltip" content={content} cursor={{ fill: 'rgb(0 0 0 / 4%)' }} />,
  ];
  if (points.length > MOST_DAY_BARS)
    return (
      <AreaChart data={points} responsive style={{ width: '100%', height: '100%' }} margin={{ left: 0, right: 8 }}>
        {axes}
        <Area
          type="monotone"
          dataKey="net"
          name={t('commerceAdmin.money.figures.net')}
          stroke={CHART_COLORS.net}
          fill={CHART_COLORS.net}
          fillOpacity={0.18}
          strokeWidth={2}
        />
      </AreaChart>
    );
  return (
    <BarChart data={points} responsive style={{ width: '100%', height: '100%' }} margin={{ left: 0, right: 8 }}>
      {axes}
      <Bar dataKey="net" name={t('commerceAdmin.money.figures.net')} radius={[3, 3, 0, 0]} maxBarSize={28}>
        {points.map((point) => (
          <Cell key={point.day} fill={point.net < 0 ? CHART_COLORS.negative : CHART_COLORS.net} />
        ))}
      </Bar>
    </BarChart>
  );
}

/** A row's name on the category axis, cut to fit the axis's width. */
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The height a horizontal bar chart needs for its bars. */
export const barsHeight = (count: number) => Math.max(120, count * 40 + 36);

/** Net revenue per row (event, product type, gateway) as horizontal bars, largest first. */
export function NetByRowChart({ bars }: { bars: RowBar[] }) {
  const { t } = useTranslation();
  const text = useMoneyText();
  const isDesktop = useIsDesktop();
  const content = (props: TooltipContentProps) => {
    const bar = pointOf<RowBar>(props);
    if (!bar) return null;
    return (
      <TooltipBox
        title={bar.label}
        lines={[
          [t('commerceAdmin.money.figures.net'), text.money(bar.net)],
          [t('commerceAdmin.money.figures.gross'), text.money(bar.gross)],
          [t('commerceAdmin.money.figures.refunds'), text.money(bar.refunds)],
        ]}
      />
    );
  };
  const labelWidth = isDesktop ? 200 : 112;
  return (
    <BarChart
      data={bars}
      layout="vertical"
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ left: 0, right: 16 }}
    >
      <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
      <XAxis type="number" tickFormatter={text.tick} tick={AXIS_TICK} tickLine={false} axisLine={false} />
      <YAxis
        type="category"
        dataKey="label"
        width={labelWidth}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLORS.grid }}
        tickFormatter={(label: string) => cut(label, isDesktop ? 30 : 15)}
      />
      <ReferenceLine x={0} stroke="#a1a1aa" />
      <Tooltip content={content} cursor={{ fill: 'rgb(0 0 0 / 4%)' }} />
      <Bar dataKey="net" name={t('commerceAdmin.money.figures.net')} radius={[0, 3, 3, 0]} maxBarSize={26}>
        {bars.map((bar) => (
          <Cell key={bar.key} fill={bar.net < 0 ? CHART_COLORS.negative : CHART_COLORS.net} />
        ))}
      </Bar>
    </BarChart>
  );
}

const TIER_PARTS = ['sold', 'held', 'remaining'] as const;

/** An event's tiers as stacked bars: seats sold, held by payments under way, and left, up to each capacity. */
export function TierSalesChart({ bars }: { bars: TierBar[] }) {
  const { t } = useTranslation();
  const text = useMoneyText();
  const isDesktop = useIsDesktop();
  const content = (props: TooltipContentProps) => {
    const bar = pointOf<TierBar>(props);
    if (!bar) return null;
    return (
      <TooltipBox
        title={bar.name}
        lines={[
          ...TIER_PARTS.map((part): [string, string] => [t(`commerceAdmin.overview.${part}`), text.number(bar[part])]),
          [t('commerceAdmin.overview.capacity'), text.number(bar.capacity)],
        ]}
      />
    );
  };
  return (
    <>
      <ul className="admin-chart-legend">
        {TIER_PARTS.map((part) => (
          <li key={part}>
            <span className="admin-chart-swatch" style={{ background: CHART_COLORS[part] }} aria-hidden />
            {t(`commerceAdmin.overview.${part}`)}
          </li>
        ))}
      </ul>
      <div style={{ height: barsHeight(bars.length) }}>
        <BarChart
          data={bars}
          layout="vertical"
          responsive
          style={{ width: '100%', height: '100%' }}
          margin={{ left: 0, right: 16 }}
        >
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          <XAxis
            type="number"
            allowDecimals={false}
            tickFormatter={text.number}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={isDesktop ? 140 : 96}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: CHART_COLORS.grid }}
            tickFormatter={(name: string) => cut(name, isDesktop ? 20 : 12)}
          />
          <Tooltip content={content} cursor={{ fill: 'rgb(0 0 0 / 4%)' }} />
          {TIER_PARTS.map((part) => (
            <Bar
              key={part}
              dataKey={part}
              name={t(`commerceAdmin.overview.${part}`)}
              stackId="seats"
              fill={CHART_COLORS[part]}
              maxBarSize={26}
            />
          ))}
        </BarChart>
      </div>
    </>
  );
}
