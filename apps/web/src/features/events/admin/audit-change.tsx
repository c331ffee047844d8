import { ArrowRightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { RegistrationAuditEntry } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { ACTION_COLORS, RegistrationStatusTag } from './registration-tags';

/** What an audit entry did: its action, and the status it moved from and to. */
export function AuditChange({ entry }: { entry: RegistrationAuditEntry }) {
  const { t } = useTranslation();
  return (
    <span className="events-admin-change">
      <Tag color={ACTION_COLORS[entry.action]} className="admin-tag">
        {t(`eventsAdmin.audit.actions.${entry.action}`)}
      </Tag>
      <span className="events-admin-from-to">
        {entry.fromStatus ? (
          <RegistrationStatusTag status={entry.fromStatus} />
        ) : (
          <span className="admin-muted">{t('eventsAdmin.audit.new')}</span>
        )}
        <ArrowRightOutlined aria-label={t('eventsAdmin.audit.to')} />
        <RegistrationStatusTag status={entry.toStatus} />
      </span>
    </span>
  );
}

/** Who made the change: a staff member (marked) or the fighter. */
export function AuditActor({ entry }: { entry: RegistrationAuditEntry }) {
  const { t } = useTranslation();
  return (
    <span>
      {entry.actor.name}
      {entry.actor.isStaff ? <span className="admin-muted"> ({t('eventsAdmin.audit.staff')})</span> : null}
    </span>
  );
}
