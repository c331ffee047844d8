import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import { useWeightClassOptions } from './weight-class-options';

/** A labelled weight-class filter of a list's filter bar ("All weight classes" when empty). */
export function WeightClassFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { options, loading } = useWeightClassOptions();
  return (
    <FilterField label={t('eventsAdmin.registrations.weightClassLabel')}>
      {(id) => (
        <Select
          id={id}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loading}
          placeholder={t('eventsAdmin.registrations.allWeightClasses')}
          value={options.some((option) => option.value === value) ? value : undefined}
          onChange={(next?: string) => onChange(next)}
          options={options}
        />
      )}
    </FilterField>
  );
}
