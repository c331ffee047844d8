import { Select } from 'antd';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { usePickEvents } from '../api/pick-events';
import { usePickFighters } from '../api/pick-fighters';
import { usePickShowcases } from '../api/pick-showcases';
import { usePickVideos } from '../api/pick-videos';
import type { PickKind } from './section-form-values';

interface Option {
  value: string;
  label: string;
}

/** Search results of one kind as options: public items only, found by the public search of each. */
function useOptions(kind: PickKind, query: string, open: boolean): { options: Option[]; loading: boolean } {
  const locale = useDisplayLocale();
  const videos = usePickVideos(query, open && kind === 'VIDEO');
  const showcases = usePickShowcases(open && kind === 'SHOWCASE');
  const events = usePickEvents(query, open && kind === 'EVENT');
  const fighters = usePickFighters(query, open && kind === 'FIGHTER');
  switch (kind) {
    case 'VIDEO':
      return {
        options: (videos.data?.items ?? []).map((video) => ({ value: video.id, label: video.title })),
        loading: videos.isFetching,
      };
    case 'SHOWCASE': {
      const needle = query.trim().toLowerCase();
      return {
        options: (showcases.data?.items ?? [])
          .filter((showcase) => !needle || showcase.title.toLowerCase().includes(needle))
          .map((showcase) => ({ value: showcase.id, label: showcase.title })),
        loading: showcases.isFetching,
      };
    }
    case 'EVENT':
      return {
        options: (events.data ?? []).map((event) => ({
          value: event.id,
          label: `${event.name} · ${formatDateTime(event.startsAt, locale)}`,
        })),
        loading: events.isFetching,
      };
    default:
      return {
        options: (fighters.data?.items ?? []).map((fighter) => ({
          value: fighter.id,
          label: `${fighter.firstName} ${fighter.lastName} · ${fighter.record.wins}-${fighter.record.losses}-${fighter.record.draws}`,
        })),
        loading: fighters.isFetching,
      };
  }
}

interface Props {
  id?: string;
  kind: PickKind;
  /** One event (the hero) or several items, in the order chosen. */
  single?: boolean;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Names of items already picked (from the section's preview), so the picks show as names. */
  known: ReadonlyMap<string, string>;
  placeholder?: string;
}

/**
 * Picks videos, showcases, events or fighters by searching the public lists (what fans can see): the order of
 * choosing is the order on the page. Picks that are no longer public keep a place holder name.
 */
export function ItemPicker({ id, kind, single, value = [], onChange, known, placeholder }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // Names of the items chosen in this dialog, kept when the search moves on.
  const [chosenNames, setChosenNames] = useState<ReadonlyMap<string, string>>(new Map());
  const search = useDebouncedCallback((text: string) => setQuery(text), 300);
  const { options, loading } = useOptions(kind, query, open || value.length > 0);

  const nameOf = (itemId: string) =>
    chosenNames.get(itemId) ?? known.get(itemId) ?? t('content.admin.picker.notPublic', { id: itemId.slice(0, 8) });
  const shown = new Set(options.map((option) => option.value));
  const all = [
    ...value.filter((itemId) => !shown.has(itemId)).map((itemId) => ({ value: itemId, label: nameOf(itemId) })),
    ...options,
  ];

  return (
    <Select<string | string[]>
      id={id}
      mode={single ? undefined : 'multiple'}
      allowClear
      showSearch={{ filterOption: false, onSearch: search.call }}
      loading={loading}
      value={single ? value[0] : value}
      onChange={(next, chosen) => {
        const labels = new Map(chosenNames);
        for (const option of [chosen].flat())
          if (option && typeof option.value === 'string' && typeof option.label === 'string')
            labels.set(option.value, option.label);
        setChosenNames(labels);
        onChange?.(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next]);
      }}
      onOpenChange={setOpen}
      options={all}
      placeholder={placeholder}
      notFoundContent={loading ? t('common.loading') : t('content.admin.picker.none')}
      className="content-admin-full"
    />
  );
}
