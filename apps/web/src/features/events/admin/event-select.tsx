import { Select } from 'antd';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useAdminEvent, useAdminEvents } from './api/admin-events';
import { EventStatusTag } from './event-status-tag';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  id?: string;
  value: string | undefined;
  onChange: (eventId: string | undefined) => void;
  placeholder: string;
  allowClear?: boolean;
  className?: string;
  size?: 'middle' | 'large';
}

/** Picks an event by name (searched on the server, latest first); the chosen one keeps its name. */
export function EventSelect({ id, value, onChange, placeholder, allowClear = true, className, size }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  const list = useAdminEvents({ query, page: 1, pageSize: 20 });
  const chosen = useAdminEvent(value);
  const items = list.data?.items ?? [];
  const options = [...(chosen.data && !items.some((item) => item.id === value) ? [chosen.data] : []), ...items].map(
    (item) => ({
      value: item.id,
      label: item.name,
      date: formatDate(item.startsAt, DATE_FORMAT_ISO, locale),
      status: item.status,
    }),
  );
  return (
    <Select
      id={id}
      className={className}
      size={size}
      value={value}
      onChange={(next?: string) => onChange(next)}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: search.call }}
      loading={list.isFetching}
      placeholder={placeholder}
      notFoundContent={list.isPending ? t('common.loading') : t('eventsAdmin.eventSelect.empty')}
      options={options}
      optionRender={(option) => (
        <span className="events-admin-event-option">
          <span className="events-admin-event-option-name">{option.data.label}</span>
          <span className="admin-muted">{option.data.date}</span>
          <EventStatusTag status={option.data.status} />
        </span>
      )}
      popupMatchSelectWidth={false}
    />
  );
}
