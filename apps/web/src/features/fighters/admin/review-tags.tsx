import { Tag } from 'antd';
import type { FighterProfileStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<FighterProfileStatus, string> = {
  DRAFT: 'default',
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
};

export function ReviewStatusTag({ status }: { status: FighterProfileStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} className="admin-tag">
      {t(`fightersAdmin.status.${status}`)}
    </Tag>
  );
}

/** A first application, or a change that an approved (public) fighter sent. */
export function ReviewKindTag({ isChange }: { isChange: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={isChange ? 'purple' : 'blue'} className="admin-tag">
      {t(isChange ? 'fightersAdmin.kinds.CHANGE' : 'fightersAdmin.kinds.FIRST')}
    </Tag>
  );
}
