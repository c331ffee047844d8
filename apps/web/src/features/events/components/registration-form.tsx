import { Button, Form, Input, Modal, Select } from 'antd';
import { EventRegistrationRequestSchema, type EventDetail } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useRegisterForEvent } from '../api/my-registrations';

interface Values {
  weightClassId?: string;
  note?: string;
}

/**
 * Register to compete, or Re-Apply: a weight class the event takes (the fighter's own when open) and a note. The
 * submit button has a label of its own, so that "Register" and "Re-Apply" each name one button on the page.
 */
export function RegistrationForm({
  event,
  userId,
  fighterClassId,
  reApply,
  open,
  onClose,
}: {
  event: EventDetail;
  userId: string;
  fighterClassId: string | null;
  reApply: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const register = useRegisterForEvent(userId);
  const classes = event.registration.weightClasses;
  const ownOpen = classes.some((weightClass) => weightClass.id === fighterClassId);
  const initialClass = ownOpen ? fighterClassId : classes.length === 1 ? classes[0]?.id : undefined;

  const submit = (values: Values) =>
    register.mutate(
      { eventId: event.id, weightClassId: values.weightClassId ?? '', note: values.note?.trim() || undefined },
      {
        onSuccess: () => {
          showSuccess(t('events.register.sent'));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) showError(errorText(error, t('feedback.networkError')));
        },
      },
    );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(reApply ? 'events.register.reApplyTitle' : 'events.register.formTitle', { event: event.name })}
      footer={null}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ weightClassId: initialClass ?? undefined }}
        onFinish={submit}
      >
        <Form.Item
          name="weightClassId"
          label={t('events.register.weightClass')}
          rules={[{ required: true, message: t('events.register.weightClassRequired') }]}
        >
          <Select
            size="large"
            placeholder={t('events.register.weightClassRequired')}
            options={classes.map((weightClass) => ({ value: weightClass.id, label: weightClass.name }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={`${t('events.register.note')} (${t('common.optional')})`}
          rules={[zodRule(EventRegistrationRequestSchema.shape.note)]}
        >
          <Input.TextArea
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('events.register.notePlaceholder')}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          className="events-primary"
          loading={register.isPending}
          data-testid="registration-submit"
        >
          {t('events.register.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
