import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/** A calendar date as the API wants it (YYYY-MM-DD); the calendar opens in the 1990s, not on today. */
export function DateOfBirthField({ id, value, onChange, disabled }: Props) {
  const parsed = value ? dayjs(value, FORMAT) : undefined;
  return (
    <DatePicker
      id={id}
      className="fighters-full-width"
      format={FORMAT}
      placeholder={FORMAT}
      value={parsed?.isValid() ? parsed : undefined}
      defaultPickerValue={dayjs('1998-01-01')}
      disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(FORMAT) : undefined)}
      disabled={disabled}
    />
  );
}
