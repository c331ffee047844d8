import {
  CheckCircleOutlined,
  FieldTimeOutlined,
  PlayCircleOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { App, Button } from 'antd';
import { CancelEventRequestSchema, type AdminEvent } from '@ringside/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { type EventAction, useChangeEventStatus } from './api/admin-event-status';
import { isClosed } from './event-facts';
import { DecisionDialog } from '../../../components/admin/decision-dialog';
import { PostponeDialog } from './postpone-dialog';

/** The moves the server allows now: publish a draft, go live, complete once the start has passed, cancel. */
function actionsOf(event: AdminEvent, now: number): EventAction[] {
  const started = Date.parse(event.startsAt) <= now;
  switch (event.status) {
    case 'DRAFT':
      return ['publish', 'cancel'];
    case 'PUBLISHED':
      return started ? ['live', 'complete', 'cancel'] : ['live', 'cancel'];
    case 'LIVE':
      return started ? ['complete', 'cancel'] : ['cancel'];
    default:
      return [];
  }
}

const ICONS: Record<EventAction, ReactNode> = {
  publish: <SendOutlined aria-hidden />,
  live: <PlayCircleOutlined aria-hidden />,
  complete: <CheckCircleOutlined aria-hidden />,
  cancel: <StopOutlined aria-hidden />,
};

/** The status buttons, each asking for confirmation first (cancelling asks for the reason fans will read). */
export function EventStatusActions({ event, block = false }: { event: AdminEvent; block?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const change = useChangeEventStatus();
  const [cancelling, setCancelling] = useState(false);
  const [postponing, setPostponing] = useState(false);
  // Read once per render: whether the start has passed decides if "Complete" is offered.
  const [now] = useState(Date.now);
  if (isClosed(event.status)) return null;

  const done = (action: EventAction) => showSuccess(t(`eventsAdmin.actions.${action}.done`, { name: event.name }));
  const confirm = (action: EventAction) =>
    modal.confirm({
      title: t(`eventsAdmin.actions.${action}.title`, { name: event.name }),
      content: t(`eventsAdmin.actions.${action}.text`),
      okText: t(`eventsAdmin.actions.${action}.button`),
      cancelText: t('common.cancel'),
      onOk: () => change.mutateAsync({ eventId: event.id, action }).then(() => done(action)),
    });

  return (
    <>
      {actionsOf(event, now).map((action) => (
        <Button
          key={action}
          block={block}
          type={action === 'cancel' ? 'default' : 'primary'}
          danger={action === 'cancel'}
          icon={ICONS[action]}
          loading={change.isPending && change.variables?.action === action}
          onClick={() => (action === 'cancel' ? setCancelling(true) : confirm(action))}
        >
          {t(`eventsAdmin.actions.${action}.button`)}
        </Button>
      ))}
      {event.status === 'PUBLISHED' && Date.parse(event.startsAt) > now ? (
        <Button block={block} icon={<FieldTimeOutlined aria-hidden />} onClick={() => setPostponing(true)}>
          {t('eventsAdmin.actions.postpone.button')}
        </Button>
      ) : null}
      <PostponeDialog event={event} open={postponing} onClose={() => setPostponing(false)} />
      <DecisionDialog
        open={cancelling}
        title={t('eventsAdmin.actions.cancel.title', { name: event.name })}
        text={t('eventsAdmin.actions.cancel.text')}
        okText={t('eventsAdmin.actions.cancel.button')}
        danger
        field={{
          name: 'reason',
          label: t('eventsAdmin.actions.cancel.reasonLabel'),
          placeholder: t('eventsAdmin.actions.cancel.reasonPlaceholder'),
          rule: zodRule(CancelEventRequestSchema.shape.reason),
          rows: 4,
          autoFocus: true,
        }}
        requiredMark={false}
        loading={change.isPending}
        onCancel={() => setCancelling(false)}
        onSubmit={(reason) =>
          change.mutate(
            { eventId: event.id, action: 'cancel', reason: (reason ?? '').trim() },
            {
              onSuccess: () => {
                setCancelling(false);
                done('cancel');
              },
            },
          )
        }
      />
    </>
  );
}
