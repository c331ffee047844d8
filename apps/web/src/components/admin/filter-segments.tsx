import { Radio } from 'antd';
import { useId, useState } from 'react';

const ALL = 'ALL';

interface Props<T extends string> {
  label: string;
  /** The "All" option's label; without it, one of the options is always chosen. */
  allLabel?: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/**
 * A labelled one-of-few filter ("All", when labelled, plus each value) as radio buttons. The choice shows at once; the
 * address it is kept in updates a moment later, and then confirms it.
 */
export function FilterSegments<T extends string>({ label, allLabel, options, value, onChange }: Props<T>) {
  const id = useId();
  const [shown, setShown] = useState<string>(value ?? ALL);
  // When the address changes (back button, a link), show its value: state adjusted during render.
  const [confirmed, setConfirmed] = useState(value);
  if (confirmed !== value) {
    setConfirmed(value);
    setShown(value ?? ALL);
  }
  return (
    <div className="admin-filter">
      <span id={id} className="admin-filter-label">
        {label}
      </span>
      <Radio.Group
        aria-labelledby={id}
        className="admin-segments"
        optionType="button"
        buttonStyle="solid"
        value={shown}
        onChange={(event) => {
          const next = String(event.target.value);
          setShown(next);
          onChange(next === ALL ? undefined : options.find((option) => option.value === next)?.value);
        }}
        options={allLabel ? [{ value: ALL, label: allLabel }, ...options] : [...options]}
      />
    </div>
  );
}
