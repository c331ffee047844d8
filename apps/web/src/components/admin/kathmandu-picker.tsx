import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useIsDesktop } from './use-is-desktop';
import './admin.css';

const DISPLAY = 'YYYY-MM-DD HH:mm';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

interface Props {
  id?: string;
  /** Kathmandu wall clock, 'YYYY-MM-DDTHH:mm' (the labels say which zone). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/**
 * A date and time as typed, with no zone of its own: the form reads it as Kathmandu time. Desktops get antd's
 * calendar with a time column (five-minute steps); phones get their own date-time wheel, since the calendar and
 * the time column together do not fit a phone's width.
 */
export function KathmanduPicker({ id, value, onChange, disabled }: Props) {
  const isDesktop = useIsDesktop();
  if (!isDesktop)
    return (
      <Input
        id={id}
        type="datetime-local"
        step={300}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value || undefined)}
      />
    );
  const parsed = value ? dayjs(value) : undefined;
  return (
    <DatePicker
      id={id}
      className="admin-full-width"
      showTime={{ format: 'HH:mm', minuteStep: 5 }}
      format={DISPLAY}
      placeholder={DISPLAY}
      value={parsed?.isValid() ? parsed : undefined}
      disabled={disabled}
      onChange={(day) => onChange?.(day ? day.format(WALL_CLOCK) : undefined)}
    />
  );
}
