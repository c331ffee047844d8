import { FilterOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { FIGHTER_GENDERS, type FighterGender, type FighterProfileStatus } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { useSelectables } from '../../../lib/selectables';
import { REVIEW_KINDS, REVIEW_SORTS, REVIEW_STATUSES, type ReviewKind, type ReviewSort } from './review-params';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  query: string;
  status: FighterProfileStatus;
  kind: ReviewKind | undefined;
  gender: FighterGender | undefined;
  weightClassId: string | undefined;
  /** How many applications each status holds, once known. */
  counts: Partial<Record<FighterProfileStatus, number>>;
  onChange: (key: 'q' | 'status' | 'kind' | 'gender' | 'weightClass', value: string | undefined) => void;
}

/**
 * The queue's status (with counts), search, kind, division and weight class. On phones the last three
 * fold away behind a button that tells how many are in use.
 */
export function ReviewFilters({ query, status, kind, gender, weightClassId, counts, onChange }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const id = useId();
  const selectables = useSelectables();
  const isDesktop = useIsDesktop();
  const active = [kind, gender, weightClassId].filter(Boolean).length;
  const [more, setMore] = useState(active > 0);
  const weightClasses = (selectables.data?.weightClasses ?? []).filter(
    (weightClass) => !gender || weightClass.gender === gender,
  );

  return (
    <div className="admin-stack">
      <div className="fighters-admin-status">
        <FilterSegments<FighterProfileStatus>
          label={t('fightersAdmin.queue.statusLabel')}
          options={REVIEW_STATUSES.map((value) => {
            const label = t(`fightersAdmin.status.${value}`);
            const count = counts[value];
            return {
              value,
              label:
                count === undefined
                  ? label
                  : t('fightersAdmin.queue.statusCount', { label, count: formatNumber(count, locale) }),
            };
          })}
          value={status}
          // "Pending" is the queue itself: the address stays clean for it.
          onChange={(next) => onChange('status', next === 'PENDING' ? undefined : next)}
        />
      </div>
      <div className="admin-filters fighters-admin-filters">
        <SearchFilter
          type="search"
          label={t('fightersAdmin.queue.searchLabel')}
          placeholder={t('fightersAdmin.queue.searchPlaceholder')}
          value={query}
          onSearch={(text) => onChange('q', text)}
        />
        {isDesktop ? null : (
          <Button
            className="fighters-admin-more"
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={more}
            aria-controls={`${id}-more`}
            onClick={() => setMore(!more)}
          >
            {active
              ? t('fightersAdmin.queue.moreFiltersActive', { count: active })
              : t('fightersAdmin.queue.moreFilters')}
          </Button>
        )}
        {isDesktop || more ? (
          <div id={`${id}-more`} className="fighters-admin-more-filters">
            <FilterSegments<ReviewKind>
              label={t('fightersAdmin.queue.kindLabel')}
              allLabel={t('fightersAdmin.queue.allKinds')}
              options={REVIEW_KINDS.map((value) => ({ value, label: t(`fightersAdmin.kinds.${value}`) }))}
              value={kind}
              onChange={(next) => onChange('kind', next)}
            />
            <FilterSegments<FighterGender>
              label={t('fightersAdmin.queue.genderLabel')}
              allLabel={t('fightersAdmin.queue.allGenders')}
              options={FIGHTER_GENDERS.map((value) => ({ value, label: t(`fightersAdmin.genders.${value}`) }))}
              value={gender}
              onChange={(next) => onChange('gender', next)}
            />
            <div className="admin-filter fighters-admin-filter-select">
              <label htmlFor={`${id}-weight`} className="admin-filter-label">
                {t('fightersAdmin.queue.weightClassLabel')}
              </label>
              <Select
                id={`${id}-weight`}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={selectables.isPending}
                placeholder={t('fightersAdmin.queue.allWeightClasses')}
                value={
                  weightClasses.some((weightClass) => weightClass.id === weightClassId) ? weightClassId : undefined
                }
                onChange={(next?: string) => onChange('weightClass', next)}
                options={weightClasses.map((weightClass) => ({ value: weightClass.id, label: weightClass.label }))}
              />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Oldest sent first (the queue's fairness) or newest first; the address keeps only the second. */
export function ReviewSortSelect({
  sort,
  onChange,
}: {
  sort: ReviewSort;
  onChange: (sort: ReviewSort | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="fighters-admin-sort">
      <label htmlFor={id} className="admin-filter-label">
        {t('fightersAdmin.queue.sortLabel')}
      </label>
      <Select<ReviewSort>
        id={id}
        size="small"
        variant="borderless"
        popupMatchSelectWidth={false}
        value={sort}
        onChange={(next) => onChange(next === 'OLDEST' ? undefined : next)}
        options={REVIEW_SORTS.map((value) => ({ value, label: t(`fightersAdmin.queue.sort.${value}`) }))}
      />
    </span>
  );
}
