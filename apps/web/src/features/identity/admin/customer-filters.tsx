import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { CUSTOMER_TYPES, type CustomerType } from '@ringside/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { useDebouncedCallback } from '../../../components/admin/use-debounced-callback';

interface Props {
  search: string;
  type: CustomerType | undefined;
  onSearch: (text: string | undefined) => void;
  onType: (type: CustomerType | undefined) => void;
}

/** The search box (name, email or mobile; sent after a pause in typing) and the customer type filter. */
export function CustomerFilters({ search, type, onSearch, onType }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  const send = useDebouncedCallback((value: string) => onSearch(value.trim() || undefined));
  return (
    <div className="admin-filters">
      <div className="admin-filter admin-filter-search">
        <label htmlFor={`${id}-search`} className="admin-filter-label">
          {t('admin.customers.searchLabel')}
        </label>
        <Input
          id={`${id}-search`}
          enterKeyHint="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('admin.customers.searchPlaceholder')}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            send(event.target.value);
          }}
        />
      </div>
      <FilterSegments
        label={t('admin.customers.typeLabel')}
        allLabel={t('admin.customers.allTypes')}
        options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`admin.types.${value}`) }))}
        value={type}
        onChange={onType}
      />
    </div>
  );
}
