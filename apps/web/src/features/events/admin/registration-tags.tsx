import { Tag } from 'antd';
import type { EventRegistrationStatus, RegistrationAuditAction } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<EventRegistrationStatus, string> = {
  PENDING: 'gold',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

export const ACTION_COLORS: Record<RegistrationAuditAction, string> = {
  SUBMITTED: 'blue',
  RESUBMITTED: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

export function RegistrationStatusTag({ status }: { status: EventRegistrationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} className="admin-tag">
      {t(`eventsAdmin.registrations.status.${status}`)}
    </Tag>
  );
}
