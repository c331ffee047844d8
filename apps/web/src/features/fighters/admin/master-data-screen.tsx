import { Tabs } from 'antd';
import { MASTER_DATA_KINDS, type MasterDataKind } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MasterDataPanel } from './master-data-panel';
import '../../../components/admin/admin.css';
import './fighters-admin.css';

const isKind = (value: string | null): value is MasterDataKind => MASTER_DATA_KINDS.some((kind) => kind === value);

/** Weight classes, gyms and teams, and titles: one tab each, the open tab kept in the address (?kind=TITLE). */
export function MasterDataScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: MasterDataKind = isKind(kindParam) ? kindParam : 'WEIGHT_CLASS';
  return (
    <Tabs
      className="fighters-admin-tabs"
      activeKey={kind}
      onChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === 'WEIGHT_CLASS') updated.delete('kind');
            else updated.set('kind', next);
            updated.delete('retired');
            return updated;
          },
          { replace: true },
        )
      }
      destroyOnHidden
      items={MASTER_DATA_KINDS.map((value) => ({
        key: value,
        label: t(`fightersAdmin.masterData.tabs.${value}`),
        children: <MasterDataPanel kind={value} />,
      }))}
    />
  );
}
