import { Select } from 'antd';
import type { EventPeriod, EventSummary } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useEventOptions } from '../api/event-options';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (eventId: string | null, event?: EventSummary) => void;
  placeholder: string;
  /** The chosen event's name, for when the current results do not list it. */
  chosenName?: string;
  period?: EventPeriod;
  allowClear?: boolean;
  className?: string;
}

/** Picks an event by name, searched on the server; the chosen one keeps its name. */
export function EventPicker({
  id,
  value,
  onChange,
  placeholder,
  chosenName,
  period,
  allowClear = true,
  className,
}: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  const list = useEventOptions(query, period);
  const items = list.data ?? [];
  const [picked, setPicked] = useState<EventSummary | undefined>(undefined);
  const kept =
    value && !items.some((item) => item.id === value)
      ? [{ id: value, name: picked?.id === value ? picked.name : (chosenName ?? value), startsAt: picked?.startsAt }]
      : [];
  const options = [
    ...kept.map((item) => ({
      value: item.id,
      label: item.name,
      date: item.startsAt ? formatDate(item.startsAt, DATE_FORMAT_ISO, locale) : '',
    })),
    ...items.map((item) => ({
      value: item.id,
      label: item.name,
      date: `${formatDate(item.startsAt, DATE_FORMAT_ISO, locale)} · ${t(`videosAdmin.eventStatus.${item.status}`)}`,
    })),
  ];
  return (
    <Select
      id={id}
      className={className}
      value={value ?? undefined}
      onChange={(next?: string) => {
        const event = items.find((item) => item.id === next);
        if (event) setPicked(event);
        onChange?.(next ?? null, event);
      }}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: search.call }}
      loading={list.isFetching}
      placeholder={placeholder}
      notFoundContent={list.isPending ? t('common.loading') : t('videosAdmin.pickers.noEvents')}
      options={options}
      optionRender={(option) => (
        <span className="videos-admin-option">
          <span className="videos-admin-option-name">{option.data.label}</span>
          <span className="admin-muted videos-admin-option-facts">{option.data.date}</span>
        </span>
      )}
      popupMatchSelectWidth={false}
    />
  );
}
