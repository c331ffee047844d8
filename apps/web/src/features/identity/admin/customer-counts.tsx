import { Card, Skeleton } from 'antd';
import type { CustomerType } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomersSearch } from '../api/admin-customers';
import { useDisplayLocale } from '../../../components/use-display-locale';

const TILES: { type?: CustomerType; labelKey: string }[] = [
  { labelKey: 'admin.overview.countAll' },
  { type: 'INDIVIDUAL', labelKey: 'admin.overview.countIndividual' },
  { type: 'AGENT', labelKey: 'admin.overview.countAgent' },
  { type: 'SUPPORT', labelKey: 'admin.overview.countStaff' },
];

/** One count: the search call's total with a page of one row, so no list is downloaded to count it. */
function CountTile({ type, labelKey }: (typeof TILES)[number]) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const search = useCustomersSearch({ ...(type ? { customerType: type } : {}), page: 1, pageSize: 1 });
  const label = t(labelKey);
  return (
    <Link to={type ? `/admin/customers?type=${type}` : '/admin/customers'} className="admin-count">
      <span className="admin-count-label">{label}</span>
      {search.data ? (
        <span className="admin-count-value">{formatNumber(search.data.total, locale)}</span>
      ) : (
        <Skeleton.Button active size="small" aria-label={label} />
      )}
    </Link>
  );
}

/** Accounts by customer type, for holders of USERS; each count opens the filtered customer list. */
export function CustomerCounts() {
  const { t } = useTranslation();
  return (
    <Card title={t('admin.overview.countsTitle')} className="admin-panel">
      <div className="admin-counts">
        {TILES.map((tile) => (
          <CountTile key={tile.labelKey} {...tile} />
        ))}
      </div>
    </Card>
  );
}
