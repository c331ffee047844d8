import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';

const DAY = 'YYYY-MM-DD';

interface Props {
  id: string;
  /** Calendar days, 'YYYY-MM-DD'. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/**
 * A range of calendar days: antd's two-month range picker on desktop; on phones, where two months do not fit,
 * two native date fields.
 */
export function DayRange({ id, from, to, onChange }: Props) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  if (!isDesktop)
    return (
      <span className="events-admin-day-range">
        <Input
          id={id}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange(event.target.value || undefined, to)}
        />
        <span aria-hidden>–</span>
        <Input
          type="date"
          aria-label={t('eventsAdmin.audit.until')}
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange(from, event.target.value || undefined)}
        />
      </span>
    );
  return (
    <DatePicker.RangePicker
      id={id}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      format={DAY}
      onChange={(dates) => onChange(dates?.[0]?.format(DAY), dates?.[1]?.format(DAY))}
    />
  );
}
