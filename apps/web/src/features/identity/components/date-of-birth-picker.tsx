import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** A calendar date as the API wants it (YYYY-MM-DD); the calendar opens around 2000, not on today. */
export function DateOfBirthPicker({ id, value, onChange }: Props) {
  const parsed = value ? dayjs(value, FORMAT) : undefined;
  return (
    <DatePicker
      id={id}
      className="identity-full-width"
      format={FORMAT}
      placeholder={FORMAT}
      value={parsed?.isValid() ? parsed : undefined}
      defaultPickerValue={dayjs('2000-01-01')}
      disabledDate={(day: Dayjs) => day.isAfter(dayjs(), 'day')}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(FORMAT) : undefined)}
    />
  );
}
