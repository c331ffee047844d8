import type { EventSummary } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Area, AreaChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, ChartPanel } from '../../../components/admin/chart-panel';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useEventsOnAir, useLiveViewers } from '../api/live-viewers';
import { type ViewerPoint, viewerPeak, viewerPoints } from './viewer-points';

// Recharts is loaded only by the back office's chart screens (lazy routes): never import this from a public page.

function ViewersChart({ points }: { points: ViewerPoint[] }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const content = (props: TooltipContentProps) => {
    const point = props.active ? (props.payload[0]?.payload as ViewerPoint | undefined) : undefined;
    if (!point) return null;
    return (
      <div className="admin-chart-tooltip">
        <div className="admin-chart-tooltip-title">{point.label}</div>
        <div className="admin-chart-tooltip-line">
          <span>{t('admin.overview.viewersAxis')}</span>
          <strong>{formatNumber(point.viewers, locale)}</strong>
        </div>
      </div>
    );
  };
  return (
    <AreaChart data={points} responsive style={{ width: '100%', height: '100%' }} margin={{ left: 0, right: 8 }}>
      <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
      <XAxis
        dataKey="label"
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={{ stroke: CHART_COLORS.grid }}
        interval="preserveStartEnd"
        minTickGap={24}
      />
      <YAxis
        allowDecimals={false}
        tickFormatter={(value: number) => formatNumber(value, locale)}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={48}
      />
      <Tooltip content={content} />
      <Area
        type="monotone"
        dataKey="viewers"
        name={t('admin.overview.viewersAxis')}
        stroke={CHART_COLORS.viewers}
        fill={CHART_COLORS.viewers}
        fillOpacity={0.15}
        strokeWidth={2}
      />
    </AreaChart>
  );
}

/** One event on air: its audience over the last hour, and how many watched in the latest minute counted. */
function EventViewers({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const viewers = useLiveViewers(event.id);
  const points = viewers.data ? viewerPoints(viewers.data.items, new Date(), locale) : [];
  return (
    <ChartPanel
      title={t('admin.overview.viewersTitle', { event: event.name })}
      extra={<Link to={`/admin/live?event=${event.id}`}>{t('admin.overview.openLive')}</Link>}
      loading={!viewers.data && !viewers.isError}
      failed={!viewers.data && viewers.isError}
      onRetry={() => void viewers.refetch()}
      height={200}
      summary={
        <>
          {t('admin.overview.viewersSummary', {
            now: formatNumber(points.at(-1)?.viewers ?? 0, locale),
            peak: formatNumber(viewerPeak(points), locale),
          })}{' '}
          <span className="admin-muted">{t('admin.overview.viewersNote')}</span>
        </>
      }
    >
      <ViewersChart points={points} />
    </ChartPanel>
  );
}

/** The overview's live audience (DASHBOARD): a chart per event on air, nothing when none is. */
export function LiveViewersPanels() {
  const onAir = useEventsOnAir(true);
  return (
    <>
      {(onAir.data ?? []).map((event) => (
        <EventViewers key={event.id} event={event} />
      ))}
    </>
  );
}
