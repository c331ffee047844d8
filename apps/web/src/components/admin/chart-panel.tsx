import { Button, Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './admin.css';
import './charts.css';

/** The back office's chart colours: money in, money back, and the neutral rest. */
export const CHART_COLORS = {
  net: '#15803d',
  negative: '#b91c1c',
  refunds: '#b91c1c',
  sold: '#15803d',
  held: '#d97706',
  remaining: '#d4d4d8',
  viewers: '#2563eb',
  grid: '#e4e4e7',
  axis: '#63636b',
} as const;

/** The axes' text: small and muted, like the tables' secondary text. */
export const AXIS_TICK = { fontSize: 12, fill: CHART_COLORS.axis } as const;

interface Props {
  title: string;
  /**
   * What the chart shows, in one sentence: written under it, and the chart's accessible name (a screen reader
   * reads this rather than the drawing; the figures are in a table or in words next to it).
   */
  summary?: ReactNode;
  extra?: ReactNode;
  /** Before the first answer: a skeleton of the chart's height. */
  loading?: boolean;
  /** The answer failed: the message with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Nothing to draw: this line instead of an empty chart. */
  emptyText?: string;
  /** The chart's height in pixels (its width follows the panel). */
  height?: number;
  children?: ReactNode;
  /** The heading's level: 2 on a page of panels, 3 inside a section. */
  level?: 2 | 3;
}

/** A titled panel holding one chart, its one-line reading, and the states before and without data. */
export function ChartPanel({
  title,
  summary,
  extra,
  loading = false,
  failed = false,
  onRetry,
  emptyText,
  height = 260,
  children,
  level = 2,
}: Props) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (failed)
    body = (
      <div className="admin-chart-state">
        <span>{t('admin.list.loadFailed')}</span>
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
      </div>
    );
  else if (loading) body = <Skeleton.Node active className="admin-chart-skeleton" style={{ height }} />;
  else if (emptyText) body = <p className="admin-chart-state admin-muted">{emptyText}</p>;
  else
    body = (
      <figure className="admin-chart">
        <div className="admin-chart-drawing" style={{ height }}>
          {children}
        </div>
        {summary ? <figcaption className="admin-chart-summary">{summary}</figcaption> : null}
      </figure>
    );
  return (
    <Card
      className="admin-panel admin-chart-panel"
      title={
        <Typography.Title level={level} className="admin-section-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {body}
    </Card>
  );
}
