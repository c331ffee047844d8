import { DatePicker, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import type { ReportRange } from './report-period';

const DAY = 'YYYY-MM-DD';

interface Props {
  id: string;
  value: ReportRange;
  /** The last day that may be chosen: today in Kathmandu. */
  max: string;
  onChange: (range: ReportRange) => void;
  invalid?: boolean;
}

/**
 * The first and last day of a report, Kathmandu calendar days: antd's two-month range picker on desktop; on phones,
 * where two months do not fit, two native date fields.
 */
export function PeriodRange({ id, value, max, onChange, invalid = false }: Props) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const status = invalid ? 'error' : undefined;
  if (!isDesktop)
    return (
      <span className="money-range">
        <Input
          id={id}
          type="date"
          aria-label={t('commerceAdmin.money.from')}
          value={value.from}
          max={value.to || max}
          status={status}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
        <span aria-hidden>–</span>
        <Input
          type="date"
          aria-label={t('commerceAdmin.money.to')}
          value={value.to}
          min={value.from}
          max={max}
          status={status}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </span>
    );
  const from = dayjs(value.from, DAY, true);
  const to = dayjs(value.to, DAY, true);
  return (
    <DatePicker.RangePicker
      id={{ start: id }}
      aria-label={t('commerceAdmin.money.daysLabel')}
      value={from.isValid() && to.isValid() ? [from, to] : null}
      format={DAY}
      allowClear={false}
      status={status}
      placeholder={[t('commerceAdmin.money.from'), t('commerceAdmin.money.to')]}
      disabledDate={(day: Dayjs) => day.format(DAY) > max}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        if (start && end) onChange({ from: start.format(DAY), to: end.format(DAY) });
      }}
    />
  );
}
