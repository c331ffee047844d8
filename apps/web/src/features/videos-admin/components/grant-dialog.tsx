import { DatePicker, Form, Input, Modal, Radio } from 'antd';
import { CONTENT_TYPES, GrantRequestSchema, type ContentType } from '@ringside/contract';
import { KATHMANDU_OFFSET } from '@ringside/contract/display/dates';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useGiveGrant } from '../api/give-grant';
import { ContentPicker } from './content-picker';
import { CustomerPicker } from './customer-picker';
import { EventPicker } from './event-picker';
import { showSaveError } from '../../../components/admin/save-errors';

interface Values {
  customerId?: string | null;
  contentType: ContentType;
  contentId?: string | null;
  until?: Dayjs | null;
  note?: string;
}

const shape = GrantRequestSchema.shape;
const FIELDS = ['customerId', 'contentType', 'contentId', 'expiresAt', 'note'] as const;

/** The last minute of the chosen day in Kathmandu: access lasts the whole of its last day. */
export const endOfKathmanduDay = (date: string) => `${date}T23:59:59${KATHMANDU_OFFSET}`;

/** "Give access": a customer, what they may watch (a video, an event live and its replay, a showcase), until when. */
export function GrantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const give = useGiveGrant();
  const contentType = Form.useWatch('contentType', form) ?? 'VIDEO';

  const submit = (values: Values) =>
    give.mutate(
      {
        customerId: values.customerId ?? '',
        contentType: values.contentType,
        contentId: values.contentId ?? '',
        expiresAt: values.until ? endOfKathmanduDay(values.until.format('YYYY-MM-DD')) : null,
        note: values.note?.trim() || null,
      },
      {
        onSuccess: (grant) => {
          showSuccess(t('videosAdmin.grants.given', { name: grant.customer.name, title: grant.contentTitle }));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          // The end date is the form's `until`.
          const problems = showSaveError(form, error, FIELDS, t('feedback.networkError'));
          const until = problems.find((problem) => problem.name[0] === 'expiresAt');
          if (until) form.setFields([{ name: 'until', errors: until.errors }]);
          if (problems.length) showError(t('videosAdmin.form.fixFields'));
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('videosAdmin.grants.giveTitle')}
      okText={t('videosAdmin.grants.give')}
      cancelText={t('common.cancel')}
      confirmLoading={give.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ contentType: 'VIDEO' }}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if ('contentType' in changed) form.setFieldValue('contentId', null);
        }}
      >
        <Form.Item
          name="customerId"
          required
          label={t('videosAdmin.grants.fields.customer')}
          rules={[{ required: true, message: t('videosAdmin.grants.chooseCustomer') }, zodRule(shape.customerId)]}
        >
          <CustomerPicker placeholder={t('videosAdmin.grants.customerPlaceholder')} />
        </Form.Item>
        <Form.Item name="contentType" required label={t('videosAdmin.grants.fields.contentType')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className="videos-admin-segments"
            options={CONTENT_TYPES.map((value) => ({ value, label: t(`videosAdmin.contentType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="contentId"
          required
          label={t(`videosAdmin.grants.fields.content.${contentType}`)}
          extra={contentType === 'LIVE_EVENT' ? t('videosAdmin.grants.liveHint') : undefined}
          rules={[{ required: true, message: t('videosAdmin.grants.chooseContent') }, zodRule(shape.contentId)]}
        >
          {contentType === 'LIVE_EVENT' ? (
            <EventPicker placeholder={t('videosAdmin.grants.eventPlaceholder')} />
          ) : (
            <ContentPicker kind={contentType} placeholder={t(`videosAdmin.grants.contentPlaceholder.${contentType}`)} />
          )}
        </Form.Item>
        <Form.Item name="until" label={t('videosAdmin.grants.fields.until')} extra={t('videosAdmin.grants.untilHint')}>
          <DatePicker
            className="videos-admin-full"
            format="YYYY-MM-DD"
            disabledDate={(day) => day.isBefore(new Date(), 'day')}
            placeholder={t('videosAdmin.grants.noEnd')}
          />
        </Form.Item>
        <Form.Item name="note" label={t('videosAdmin.grants.fields.note')} rules={[zodRule(shape.note)]}>
          <Input.TextArea rows={2} maxLength={300} showCount placeholder={t('videosAdmin.grants.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
