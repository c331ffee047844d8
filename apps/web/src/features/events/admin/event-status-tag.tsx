import { Tag } from 'antd';
import type { EventStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<EventStatus, string> = {
  DRAFT: 'default',
  PUBLISHED: 'blue',
  LIVE: 'red',
  COMPLETED: 'green',
  CANCELLED: 'volcano',
};

export function EventStatusTag({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} className="admin-tag">
      {t(`eventsAdmin.status.${status}`)}
    </Tag>
  );
}
