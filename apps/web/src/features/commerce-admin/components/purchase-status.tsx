import { Tag } from 'antd';
import type { PurchaseStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<PurchaseStatus, string | undefined> = {
  UNPAID: 'gold',
  PAID: 'green',
  FAILED: 'red',
  CANCELLED: undefined,
  EXPIRED: undefined,
  REFUNDED: 'purple',
};

/** A purchase's state as a coloured tag: waiting gold, paid green, failed red, refunded purple, closed grey. */
export function PurchaseStatusTag({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} className="admin-tag">
      {t(`commerceAdmin.status.${status}`)}
    </Tag>
  );
}
