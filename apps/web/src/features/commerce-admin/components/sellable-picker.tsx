import { Select } from 'antd';
import type { ProductType } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { type SellableOption, useSellableOptions } from '../api/content-options';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  id?: string;
  kind: ProductType;
  value?: string | null;
  onChange?: (contentId: string | null, option?: SellableOption) => void;
  placeholder: string;
  /** The chosen content's title, for when the current results do not list it (editing a product). */
  chosenTitle?: string | null;
}

/** Picks the video, event or showcase a product sells, searched on the server by title; the choice keeps its name. */
export function SellablePicker({ id, kind, value, onChange, placeholder, chosenTitle }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  const list = useSellableOptions(kind, query);
  const items = list.data ?? [];
  const [picked, setPicked] = useState<SellableOption | undefined>(undefined);
  const kept: SellableOption[] =
    value && !items.some((item) => item.id === value)
      ? [picked?.id === value ? picked : { id: value, title: chosenTitle ?? value }]
      : [];
  const options = [...kept, ...items].map((item) => ({
    value: item.id,
    label: item.title,
    facts: [
      item.startsAt ? formatDate(item.startsAt, DATE_FORMAT_ISO, locale) : null,
      item.draft ? t('commerceAdmin.products.draft') : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: string) => {
        const item = items.find((candidate) => candidate.id === next);
        if (item) setPicked(item);
        onChange?.(next ?? null, item);
      }}
      allowClear
      showSearch={{ filterOption: false, onSearch: search.call }}
      loading={list.isFetching}
      placeholder={placeholder}
      notFoundContent={list.isPending ? t('common.loading') : t('commerceAdmin.products.noContent')}
      options={options}
      optionRender={(option) => (
        <span className="commerce-admin-option">
          <span className="commerce-admin-option-name">{option.data.label}</span>
          {option.data.facts ? <span className="admin-muted">{option.data.facts}</span> : null}
        </span>
      )}
      popupMatchSelectWidth={false}
    />
  );
}
