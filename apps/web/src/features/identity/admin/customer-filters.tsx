import { CUSTOMER_TYPES, type CustomerType } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { SearchFilter } from '../../../components/admin/search-filter';

interface Props {
  search: string;
  type: CustomerType | undefined;
  onSearch: (text: string | undefined) => void;
  onType: (type: CustomerType | undefined) => void;
}

/** The search box (name, email or mobile; sent after a pause in typing) and the customer type filter. */
export function CustomerFilters({ search, type, onSearch, onType }: Props) {
  const { t } = useTranslation();
  return (
    <div className="admin-filters">
      <SearchFilter
        label={t('admin.customers.searchLabel')}
        placeholder={t('admin.customers.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
      <FilterSegments
        label={t('admin.customers.typeLabel')}
        allLabel={t('admin.customers.allTypes')}
        options={CUSTOMER_TYPES.map((value) => ({ value, label: t(`admin.types.${value}`) }))}
        value={type}
        onChange={onType}
      />
    </div>
  );
}
