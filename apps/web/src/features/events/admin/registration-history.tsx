import { Modal, Skeleton, Timeline, type TimelineProps } from 'antd';
import type { EventRegistration } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useRegistrationAudit } from './api/admin-registration-audit';
import { AuditActor, AuditChange } from './audit-change';
import { ACTION_COLORS } from './registration-tags';
import { boutFighterName } from './event-facts';

/** One registration's audit trail, newest first: when (Kathmandu time), what, who and why. */
export function RegistrationHistory({
  registration,
  onClose,
}: {
  registration: EventRegistration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const audit = useRegistrationAudit(
    { registrationId: registration?.id, page: 1, pageSize: 100 },
    registration !== null,
  );
  const entries = audit.data?.items ?? [];
  const items: NonNullable<TimelineProps['items']> = entries.map((entry) => ({
    key: entry.id,
    color: ACTION_COLORS[entry.action],
    content: (
      <div className="events-admin-history-entry">
        <time dateTime={entry.at} className="admin-muted">
          {formatDateTime(entry.at, locale)}
        </time>
        <AuditChange entry={entry} />
        <AuditActor entry={entry} />
        {entry.reason ? <q className="events-admin-reason">{entry.reason}</q> : null}
      </div>
    ),
  }));
  return (
    <Modal
      open={registration !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={
        registration
          ? t('eventsAdmin.registrations.historyTitle', {
              name: boutFighterName(registration.fighter),
              event: registration.event.name,
            })
          : ''
      }
    >
      {audit.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : entries.length === 0 ? (
        <EmptyState text={t('eventsAdmin.audit.empty')} />
      ) : (
        <Timeline items={items} />
      )}
    </Modal>
  );
}
