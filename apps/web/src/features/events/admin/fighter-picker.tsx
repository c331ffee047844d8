import { Select, Tag } from 'antd';
import type { BoutFighter, FighterPoolItem } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { recordLine } from '../../../components/fighter-name';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { useFighterPool } from './api/admin-fighter-pool';
import { boutFighterName } from './event-facts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  eventId: string;
  /** Narrows the pool to a weight class (the registration's or the fighter's own). */
  weightClassId: string | undefined;
  /** Fighters of the bout being edited: shown even when the pool's page lacks them, and not "on the card". */
  current: BoutFighter[];
  /** The other corner's choice, which this corner cannot take. */
  exclude: string | undefined;
}

function FighterOption({ fighter, item }: { fighter: BoutFighter; item?: FighterPoolItem }) {
  const { t } = useTranslation();
  const name = boutFighterName(fighter);
  return (
    <span className="events-admin-pool-option">
      <FighterAvatar photo={fighter.photo} name={name} size={28} />
      <span className="events-admin-pool-text">
        <span className="events-admin-pool-name">
          {name}
          {fighter.nickname ? <span className="admin-muted"> “{fighter.nickname}”</span> : null}
        </span>
        <span className="admin-muted events-admin-pool-facts">
          {[recordLine(fighter.record), item?.weightClass?.name].filter(Boolean).join(' · ')}
        </span>
      </span>
      {item?.registrationStatus ? (
        <Tag color={item.registrationStatus === 'ACCEPTED' ? 'green' : 'gold'} className="admin-tag">
          {t(`eventsAdmin.pool.registration.${item.registrationStatus}`)}
        </Tag>
      ) : null}
      {item?.onCard ? <Tag className="admin-tag">{t('eventsAdmin.pool.onCard')}</Tag> : null}
    </span>
  );
}

/**
 * A corner's fighter, searched in the event's fighter pool: accepted registrations first and marked, fighters
 * already on the card shown but not choosable.
 */
export function FighterPicker({ id, value, onChange, eventId, weightClassId, current, exclude }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const search = useDebouncedCallback((text: string | undefined) => setQuery(text));
  // The chosen fighter keeps its name when a later search no longer lists it.
  const [chosen, setChosen] = useState<BoutFighter | undefined>(undefined);
  const pool = useFighterPool(eventId, query, weightClassId);
  const currentIds = new Set(current.map((fighter) => fighter.id));
  // Results for an earlier search are not offered while the typed one is on its way: Enter must never pick them.
  const stale = typed !== query || pool.isPlaceholderData;
  const items = stale ? [] : (pool.data ?? []);
  const listed = new Set(items.map((item) => item.fighter.id));
  const kept = chosen && !currentIds.has(chosen.id) ? [...current, chosen] : current;
  const options = [
    ...kept
      .filter((fighter) => !listed.has(fighter.id) && fighter.id === value)
      .map((fighter) => ({ value: fighter.id, fighter, item: undefined, disabled: fighter.id === exclude })),
    ...items.map((item) => ({
      value: item.fighter.id,
      fighter: item.fighter,
      item: currentIds.has(item.fighter.id) ? { ...item, onCard: false } : item,
      disabled: item.fighter.id === exclude || (item.onCard && !currentIds.has(item.fighter.id)),
    })),
  ];
  return (
    <Select
      id={id}
      value={value}
      onChange={(next?: string) => {
        setChosen(options.find((option) => option.value === next)?.fighter);
        onChange?.(next);
      }}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          const next = text.trim() || undefined;
          setTyped(next);
          search.call(next);
        },
      }}
      loading={pool.isFetching}
      placeholder={t('eventsAdmin.pool.placeholder')}
      notFoundContent={pool.isPending || stale ? t('common.loading') : t('eventsAdmin.pool.empty')}
      options={options.map(({ value: optionValue, fighter, item, disabled }) => ({
        value: optionValue,
        disabled,
        label: boutFighterName(fighter),
        fighter,
        item,
      }))}
      optionRender={(option) => <FighterOption fighter={option.data.fighter} item={option.data.item} />}
      labelRender={(selected) => {
        const match = options.find((option) => option.value === selected.value);
        return match ? boutFighterName(match.fighter) : selected.label;
      }}
      popupMatchSelectWidth={340}
    />
  );
}
