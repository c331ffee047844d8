import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  className?: string;
  /** The day the calendar opens on while empty (YYYY-MM-DD), rather than today. */
  openOn?: string;
}

/** A calendar date as the API wants it (YYYY-MM-DD); days after today cannot be picked. */
export function DateOfBirthPicker({ id, value, onChange, disabled, className, openOn = '2000-01-01' }: Props) {
  const parsed = value ? dayjs(value, FORMAT) : undefined;
  return (
    <DatePicker
      id={id}
      className={className}
      format={FORMAT}
      placeholder={FORMAT}
      value={parsed?.isValid() ? parsed : undefined}
      defaultPickerValue={dayjs(openOn)}
      disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(FORMAT) : undefined)}
      disabled={disabled}
    />
  );
}
