import { CheckOutlined, CloseOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  AcceptRegistrationRequestSchema,
  RejectRegistrationRequestSchema,
  type EventRegistration,
} from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useDecideRegistration } from './api/admin-registrations';
import { boutFighterName } from './event-facts';
import { DecisionDialog } from '../../../components/admin/decision-dialog';
import { RegistrationHistory } from './registration-history';

/**
 * A registration's buttons: accept (with an optional note), reject (with the reason the fighter reads; an
 * accepted fighter can be withdrawn this way), and its history.
 */
export function RegistrationDecision({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation();
  const decide = useDecideRegistration();
  // Phones get finger-sized buttons; the desktop table keeps its rows short.
  const size = useIsDesktop() ? 'small' : 'middle';
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'history' | null>(null);
  const name = boutFighterName(registration.fighter);
  const values = { name, event: registration.event.name };
  const close = () => setDialog(null);
  const decided = (key: string) => () => {
    close();
    showSuccess(t(key, values));
  };

  return (
    <span className="admin-actions events-admin-decision">
      {registration.status !== 'ACCEPTED' ? (
        <Button size={size} type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setDialog('accept')}>
          {t('eventsAdmin.registrations.accept')}
        </Button>
      ) : null}
      {registration.status !== 'REJECTED' ? (
        <Button size={size} danger icon={<CloseOutlined aria-hidden />} onClick={() => setDialog('reject')}>
          {t(
            registration.status === 'ACCEPTED'
              ? 'eventsAdmin.registrations.withdraw'
              : 'eventsAdmin.registrations.reject',
          )}
        </Button>
      ) : null}
      <Button
        size={size}
        icon={<HistoryOutlined aria-hidden />}
        aria-label={t('eventsAdmin.registrations.historyNamed', { name })}
        onClick={() => setDialog('history')}
      >
        {t('eventsAdmin.registrations.history')}
      </Button>

      <DecisionDialog
        open={dialog === 'accept'}
        title={t('eventsAdmin.registrations.acceptTitle', values)}
        text={t('eventsAdmin.registrations.acceptText')}
        okText={t('eventsAdmin.registrations.accept')}
        field={{
          name: 'note',
          label: t('eventsAdmin.registrations.noteLabel'),
          placeholder: '',
          rule: zodRule(AcceptRegistrationRequestSchema.shape.note),
          rows: 3,
        }}
        requiredMark="optional"
        loading={decide.isPending}
        onCancel={close}
        onSubmit={(note) =>
          decide.mutate(
            { registrationId: registration.id, status: 'ACCEPTED', note: note?.trim() || undefined },
            { onSuccess: decided('eventsAdmin.registrations.accepted') },
          )
        }
      />
      <DecisionDialog
        open={dialog === 'reject'}
        title={t('eventsAdmin.registrations.rejectTitle', values)}
        text={t('eventsAdmin.registrations.rejectText')}
        okText={t('eventsAdmin.registrations.reject')}
        danger
        field={{
          name: 'reason',
          label: t('eventsAdmin.registrations.reasonLabel'),
          placeholder: t('eventsAdmin.registrations.reasonPlaceholder'),
          rule: zodRule(RejectRegistrationRequestSchema.shape.reason),
          rows: 4,
          autoFocus: true,
        }}
        requiredMark={false}
        loading={decide.isPending}
        onCancel={close}
        onSubmit={(reason) =>
          decide.mutate(
            { registrationId: registration.id, status: 'REJECTED', reason: (reason ?? '').trim() },
            { onSuccess: decided('eventsAdmin.registrations.rejected') },
          )
        }
      />
      <RegistrationHistory registration={dialog === 'history' ? registration : null} onClose={close} />
    </span>
  );
}
