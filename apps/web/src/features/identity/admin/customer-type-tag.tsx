import { Tag } from 'antd';
import type { CustomerType } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<CustomerType, string> = { INDIVIDUAL: 'default', AGENT: 'geekblue', SUPPORT: 'volcano' };

/** Individual / Agent / Staff, each in its own colour. */
export function CustomerTypeTag({ type }: { type: CustomerType }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[type]} className="admin-tag">
      {t(`admin.types.${type}`)}
    </Tag>
  );
}
