import { Select } from 'antd';
import type { PublicFighterCard } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useFighterOptions } from '../api/fighter-options';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (fighterIds: string[]) => void;
  /** Names of the fighters chosen before (the video's), for when the results do not list them. */
  known: { id: string; name: string }[];
  placeholder: string;
}

const nameOf = (fighter: PublicFighterCard) =>
  [fighter.firstName, fighter.nickname ? `“${fighter.nickname}”` : null, fighter.lastName].filter(Boolean).join(' ');

/** Tags approved fighters (up to 20), searched by name; every chosen fighter keeps their name. */
export function FighterPicker({ id, value = [], onChange, known, placeholder }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string) => setQuery(text.trim() || undefined));
  const list = useFighterOptions(query);
  // Names of everyone chosen in this form, so that a later search does not turn them into ids.
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(known.map((fighter) => [fighter.id, fighter.name])),
  );
  const items = list.data?.items ?? [];
  const listed = new Set(items.map((fighter) => fighter.id));
  const options = [
    ...value
      .filter((fighterId) => !listed.has(fighterId))
      .map((fighterId) => ({ value: fighterId, label: names[fighterId] ?? fighterId, facts: '' })),
    ...items.map((fighter) => ({
      value: fighter.id,
      label: nameOf(fighter),
      facts: [fighter.weightClass?.name, fighter.affiliation?.name].filter(Boolean).join(' · '),
    })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(next: string[]) => {
        const added = Object.fromEntries(
          items.filter((fighter) => next.includes(fighter.id)).map((fighter) => [fighter.id, nameOf(fighter)]),
        );
        setNames((current) => ({ ...current, ...added }));
        onChange?.(next);
      }}
      showSearch={{ filterOption: false, onSearch: search.call }}
      maxCount={20}
      loading={list.isFetching}
      placeholder={placeholder}
      notFoundContent={list.isPending ? t('common.loading') : t('videosAdmin.pickers.noFighters')}
      options={options}
      optionRender={(option) => (
        <span className="videos-admin-option">
          <span className="videos-admin-option-name">{option.data.label}</span>
          {option.data.facts ? (
            <span className="admin-muted videos-admin-option-facts">{option.data.facts}</span>
          ) : null}
        </span>
      )}
    />
  );
}
