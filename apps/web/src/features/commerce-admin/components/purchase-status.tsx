import { WarningOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { PurchaseFlag, PurchaseStatus } from '@ringside/contract';
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

/** Why staff must look at a purchase, as a loud tag beside its state (nothing when there is no flag). */
export function PurchaseFlagTag({ flag }: { flag: PurchaseFlag | null }) {
  const { t } = useTranslation();
  if (!flag) return null;
  return (
    <Tag
      color={flag === 'AMOUNT_MISMATCH' ? 'red' : 'orange'}
      icon={<WarningOutlined aria-hidden />}
      className="admin-tag"
    >
      {t(`commerceAdmin.flags.${flag}`)}
    </Tag>
  );
}
