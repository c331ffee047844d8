import { Tag } from 'antd';
import type { Invitation } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<Invitation['status'], string> = { PENDING: 'gold', ACCEPTED: 'green', EXPIRED: 'default' };

export function InvitationStatusTag({ status }: { status: Invitation['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} className="admin-tag">
      {t(`admin.invitations.status.${status}`)}
    </Tag>
  );
}
