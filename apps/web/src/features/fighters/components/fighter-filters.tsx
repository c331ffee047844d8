import { ConfigProvider, Input, Select } from 'antd';
import type { FighterSelectables } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../components/use-hydrated';
import type { useDirectoryParams } from './use-directory-params';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';

type DirectoryParams = ReturnType<typeof useDirectoryParams>;

const DIVISIONS = ['MALE', 'FEMALE'] as const;

/** Search by name or nickname (sent after a pause in typing) and the four filters. */
export function FighterFilters({
  params,
  selectables,
  loading,
}: {
  params: DirectoryParams;
  selectables: FighterSelectables | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { values, setValues } = params;

  // The box shows what is typed; the address follows after a pause. Back and forward move the box too.
  const [text, setText] = useState(values.q ?? '');
  const [seen, setSeen] = useState(values.q);
  if (values.q !== seen) {
    setSeen(values.q);
    if ((values.q ?? '') !== text.trim()) setText(values.q ?? '');
  }
  const hydrated = useHydrated();
  const pushQuery = useDebouncedCallback((query: string) => setValues({ q: query.trim() || undefined }, true));

  const weightClasses = selectables?.weightClasses ?? [];
  const weightClassGroups = DIVISIONS.filter((gender) => !values.gender || values.gender === gender)
    .map((gender) => ({
      label: t(`fighters.directory.divisions.${gender}`),
      title: t(`fighters.directory.divisions.${gender}`),
      options: weightClasses
        .filter((weightClass) => weightClass.gender === gender)
        .map((weightClass) => ({ value: weightClass.id, label: weightClass.label })),
    }))
    .filter((group) => group.options.length > 0);

  const changeGender = (gender: string | undefined) => {
    const current = weightClasses.find((weightClass) => weightClass.id === values.weightClass);
    // A men's class under the women's filter would find nobody: drop it.
    const keepClass = !gender || !current || current.gender === gender;
    setValues({ gender, ...(keepClass ? {} : { weightClass: undefined }) });
  };

  return (
    // Disabled until hydrated: typed into the server's HTML, a search would never reach the list.
    <ConfigProvider componentDisabled={!hydrated}>
      <div className="fighters-filters" role="search">
        <Input.Search
          className="fighters-search"
          size="large"
          allowClear
          value={text}
          placeholder={t('fighters.directory.searchPlaceholder')}
          aria-label={t('fighters.directory.searchLabel')}
          maxLength={60}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            pushQuery.call(event.target.value);
          }}
          onSearch={(value) => {
            pushQuery.cancel();
            setValues({ q: value.trim() || undefined }, true);
          }}
        />
        <div className="fighters-filter-grid">
          <Select
            allowClear
            value={values.weightClass}
            placeholder={t('fighters.directory.allWeightClasses')}
            aria-label={t('fighters.directory.weightClass')}
            options={weightClassGroups}
            loading={loading}
            onChange={(value?: string) => setValues({ weightClass: value })}
            popupMatchSelectWidth={false}
          />
          <Select
            allowClear
            value={values.gender}
            placeholder={t('fighters.directory.allDivisions')}
            aria-label={t('fighters.directory.division')}
            options={DIVISIONS.map((gender) => ({ value: gender, label: t(`fighters.directory.divisions.${gender}`) }))}
            onChange={(value?: string) => changeGender(value)}
          />
          <Select
            allowClear
            value={values.affiliation}
            placeholder={t('fighters.directory.allAffiliations')}
            aria-label={t('fighters.directory.affiliation')}
            loading={loading}
            showSearch={{ optionFilterProp: ['label', 'city'] }}
            options={(selectables?.affiliations ?? []).map((affiliation) => ({
              value: affiliation.id,
              label: affiliation.label,
              city: affiliation.city ?? '',
            }))}
            onChange={(value?: string) => setValues({ affiliation: value })}
            popupMatchSelectWidth={false}
          />
          <Select
            allowClear
            value={values.nationality}
            placeholder={t('fighters.directory.allNationalities')}
            aria-label={t('fighters.directory.nationality')}
            loading={loading}
            showSearch={{ optionFilterProp: ['label', 'country'] }}
            options={(selectables?.nationalities ?? []).map((nationality) => ({
              value: nationality.value,
              label: nationality.label,
              country: nationality.country,
            }))}
            onChange={(value?: string) => setValues({ nationality: value })}
            popupMatchSelectWidth={false}
          />
        </div>
      </div>
    </ConfigProvider>
  );
}
