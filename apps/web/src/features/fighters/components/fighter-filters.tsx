import { SearchOutlined } from '../../../components/ui/icons/SearchOutlined';
import type { FighterSelectables } from '@ringside/contract';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../components/use-hydrated';
import type { useDirectoryParams } from './use-directory-params';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';

type DirectoryParams = ReturnType<typeof useDirectoryParams>;

const DIVISIONS = ['MALE', 'FEMALE'] as const;

/** A native select whose first option ("All ...") clears it; muted while nothing is chosen, like a placeholder. */
function FilterSelect({
  value,
  label,
  allLabel,
  disabled,
  busy,
  onChange,
  children,
}: {
  value: string | undefined;
  label: string;
  allLabel: string;
  disabled: boolean;
  busy?: boolean;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <select
      className={value ? 'fighters-field fighters-select' : 'fighters-field fighters-select fighters-select-empty'}
      value={value ?? ''}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || undefined)}
    >
      <option value="">{allLabel}</option>
      {children}
    </select>
  );
}

/** Search by name or nickname (sent after a pause in typing) and the four filters, as native inputs. */
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
  // Disabled until hydrated: typed into the server's HTML, a search would never reach the list.
  const disabled = !useHydrated();
  const pushQuery = useDebouncedCallback((query: string) => setValues({ q: query.trim() || undefined }, true));

  const weightClasses = selectables?.weightClasses ?? [];
  const weightClassGroups = DIVISIONS.filter((gender) => !values.gender || values.gender === gender)
    .map((gender) => ({
      gender,
      label: t(`fighters.directory.divisions.${gender}`),
      options: weightClasses.filter((weightClass) => weightClass.gender === gender),
    }))
    .filter((group) => group.options.length > 0);

  const changeGender = (gender: string | undefined) => {
    const current = weightClasses.find((weightClass) => weightClass.id === values.weightClass);
    // A men's class under the women's filter would find nobody: drop it.
    const keepClass = !gender || !current || current.gender === gender;
    setValues({ gender, ...(keepClass ? {} : { weightClass: undefined }) });
  };

  return (
    <form
      className="fighters-filters"
      role="search"
      onSubmit={(event) => {
        // Enter sends the search at once instead of after the pause.
        event.preventDefault();
        pushQuery.cancel();
        setValues({ q: text.trim() || undefined }, true);
      }}
    >
      <div className="fighters-search">
        <SearchOutlined className="fighters-search-icon" aria-hidden />
        <input
          type="search"
          className="fighters-field fighters-search-input"
          value={text}
          placeholder={t('fighters.directory.searchPlaceholder')}
          aria-label={t('fighters.directory.searchLabel')}
          maxLength={60}
          enterKeyHint="search"
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            pushQuery.call(event.target.value);
          }}
        />
      </div>
      <div className="fighters-filter-grid">
        <FilterSelect
          value={values.weightClass}
          label={t('fighters.directory.weightClass')}
          allLabel={t('fighters.directory.allWeightClasses')}
          disabled={disabled}
          busy={loading}
          onChange={(value) => setValues({ weightClass: value })}
        >
          {weightClassGroups.map((group) => (
            <optgroup key={group.gender} label={group.label}>
              {group.options.map((weightClass) => (
                <option key={weightClass.id} value={weightClass.id}>
                  {weightClass.label}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
        <FilterSelect
          value={values.gender}
          label={t('fighters.directory.division')}
          allLabel={t('fighters.directory.allDivisions')}
          disabled={disabled}
          onChange={changeGender}
        >
          {DIVISIONS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`fighters.directory.divisions.${gender}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          value={values.affiliation}
          label={t('fighters.directory.affiliation')}
          allLabel={t('fighters.directory.allAffiliations')}
          disabled={disabled}
          busy={loading}
          onChange={(value) => setValues({ affiliation: value })}
        >
          {(selectables?.affiliations ?? []).map((affiliation) => (
            <option key={affiliation.id} value={affiliation.id}>
              {affiliation.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          value={values.nationality}
          label={t('fighters.directory.nationality')}
          allLabel={t('fighters.directory.allNationalities')}
          disabled={disabled}
          busy={loading}
          onChange={(value) => setValues({ nationality: value })}
        >
          {(selectables?.nationalities ?? []).map((nationality) => (
            <option key={nationality.value} value={nationality.value}>
              {nationality.label}
            </option>
          ))}
        </FilterSelect>
      </div>
    </form>
  );
}
