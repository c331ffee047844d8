import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { type ContentOption, useShowcaseOptions, useVideoOptions } from '../api/content-options';

interface Props {
  id?: string;
  kind: 'VIDEO' | 'SHOW_CASE';
  value?: string | null;
  onChange?: (contentId: string | null, option?: ContentOption) => void;
  placeholder: string;
  /** Ids not to offer (videos already in a showcase). */
  exclude?: ReadonlySet<string>;
  className?: string;
  /** Names the box when no label does. */
  ariaLabel?: string;
}

/** Picks a video or a showcase by title, searched on the server, with its poster and state. */
export function ContentPicker({ id, kind, value, onChange, placeholder, exclude, className, ariaLabel }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  const videos = useVideoOptions(query, kind === 'VIDEO');
  const showcases = useShowcaseOptions(query, kind === 'SHOW_CASE');
  const list = kind === 'VIDEO' ? videos : showcases;
  const [picked, setPicked] = useState<ContentOption | undefined>(undefined);
  // Showcases are few: without a search on the server (staff lacking DASHBOARD), the list is filtered here.
  const items = (list.data ?? []).filter(
    (item) => !exclude?.has(item.id) && (!query || item.title.toLowerCase().includes(query.toLowerCase())),
  );
  const options = [
    ...(value && picked?.id === value && !items.some((item) => item.id === value) ? [picked] : []),
    ...items,
  ].map((item) => ({ value: item.id, label: item.title, item }));
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      className={className}
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
      notFoundContent={list.isPending ? t('common.loading') : t('videosAdmin.pickers.noContent')}
      options={options}
      optionRender={(option) => {
        const item = option.data.item;
        const state = [
          item.status && item.status !== 'READY' ? t(`videosAdmin.status.${item.status}`) : null,
          item.publication ? t(`videosAdmin.publication.${item.publication}`) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <span className="videos-admin-option">
            {item.poster ? (
              <img className="videos-admin-option-thumb" src={item.poster.card} alt="" />
            ) : (
              <span className="videos-admin-option-thumb" aria-hidden />
            )}
            <span className="videos-admin-option-name">{item.title}</span>
            {state ? <span className="admin-muted videos-admin-option-facts">{state}</span> : null}
          </span>
        );
      }}
      popupMatchSelectWidth={false}
    />
  );
}
