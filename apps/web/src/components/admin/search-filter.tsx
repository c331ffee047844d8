import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../use-debounced-callback';

interface Props {
  label: string;
  placeholder: string;
  /** The search the list shows now (from the address); the box then keeps what is typed. */
  value: string;
  /** Called after a pause in typing, with the trimmed text or undefined when it is blank. */
  onSearch: (text: string | undefined) => void;
  type?: 'search';
}

/** A labelled search box in a list's filter bar; the list is asked once per pause in typing. */
export function SearchFilter({ label, placeholder, value, onSearch, type }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined));
  return (
    <div className="admin-filter admin-filter-search">
      <label htmlFor={`${id}-search`} className="admin-filter-label">
        {label}
      </label>
      <Input
        id={`${id}-search`}
        type={type}
        enterKeyHint="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          send.call(event.target.value);
        }}
      />
    </div>
  );
}
