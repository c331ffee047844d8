import { Button, Form, Input, Modal } from 'antd';
import { type AdminEvent, PostponeEventRequestSchema } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { KathmanduPicker } from '../../../components/admin/kathmandu-picker';
import { showSaveError } from '../../../components/admin/save-errors';
import { showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { usePostponeEvent } from './api/admin-ticket-tiers';

interface PostponeValues {
  startsAt?: string;
  reason?: string;
}

/**
 * Moves a published event to a new date (Kathmandu time), with the reason everyone concerned reads: buyers, ticket
 * holders and registered fighters are told by the server; their tickets and passes stay valid.
 */
export function PostponeDialog({ event, open, onClose }: { event: AdminEvent; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PostponeValues>();
  const postpone = usePostponeEvent();
  const submit = (values: PostponeValues) =>
    postpone.mutate(
      { eventId: event.id, startsAt: kathmanduInstant(values.startsAt ?? ''), reason: values.reason?.trim() },
      {
        onSuccess: () => {
          showSuccess(t('eventsAdmin.actions.postpone.done', { name: event.name }));
          onClose();
        },
        onError: (error) => showSaveError(form, error, ['startsAt', 'reason'], t('feedback.networkError')),
      },
    );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('eventsAdmin.actions.postpone.title', { name: event.name })}
      footer={null}
      destroyOnHidden
    >
      <p>{t('eventsAdmin.actions.postpone.text')}</p>
      <Form<PostponeValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ startsAt: kathmanduWallClock(event.startsAt) || undefined }}
        onFinish={submit}
      >
        <Form.Item
          name="startsAt"
          label={t('eventsAdmin.actions.postpone.startsAt')}
          extra={t('eventsAdmin.tiers.kathmanduTime')}
          rules={[{ required: true, message: t('eventsAdmin.actions.postpone.startsAtRequired') }]}
        >
          <KathmanduPicker />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('eventsAdmin.actions.postpone.reason')}
          rules={[zodRule(PostponeEventRequestSchema.shape.reason)]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <div className="admin-dialog-actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={postpone.isPending}>
            {t('eventsAdmin.actions.postpone.button')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
