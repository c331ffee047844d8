import { Button, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { type AdminTicketTier, MAX_PER_ORDER, TicketTierFieldsSchema } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { SaleWindowFields } from '../../../components/admin/sale-window-fields';
import { parseMinor } from '../../../components/admin/money';
import { showSaveError } from '../../../components/admin/save-errors';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useSaveTicketTier } from './api/admin-ticket-tiers';
import { TIER_FORM_FIELDS, type TierFormValues, fieldsOfTierValues, valuesOfTier } from './tier-form-values';

const shape = TicketTierFieldsSchema.shape;

/** The seat price typed in rupees: 0 (free) or Rs. 1 to Rs. 10,00,000, checked as the server will in paisa. */
const priceRule = (invalid: string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const paisa = parseMinor(value);
    if (paisa === null || !shape.amount.safeParse(paisa).success) throw new Error(invalid);
  },
});

function TierForm({ eventId, tier, onDone }: { eventId: string; tier: AdminTicketTier | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TierFormValues>();
  const save = useSaveTicketTier();
  const label = (field: string) => t(`eventsAdmin.tiers.fields.${field}`);
  const kathmandu = t('eventsAdmin.tiers.kathmanduTime');
  const sold = tier ? tier.sold + tier.held : 0;

  const submit = (values: TierFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { eventId, tierId: tier?.id, fields: fieldsOfTierValues(values) },
      {
        onSuccess: (saved) => {
          showSuccess(t(tier ? 'eventsAdmin.tiers.saved' : 'eventsAdmin.tiers.created', { name: saved.name }));
          onDone();
        },
        onError: (error) => {
          const fields = showSaveError(form, error, TIER_FORM_FIELDS, t('feedback.networkError'));
          if (fields.length) showError(t('eventsAdmin.tiers.fixFields'));
        },
      },
    );
  };

  return (
    <Form<TierFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={valuesOfTier(tier)}
      onFinish={submit}
    >
      <BilingualField
        {...bilingual(shape, 'name')}
        required
        label={label('name')}
        extra={t('eventsAdmin.tiers.nameHint')}
        maxLength={60}
      />
      <div className="events-admin-two">
        <Form.Item
          name="amount"
          required
          label={label('amount')}
          extra={t('eventsAdmin.tiers.amountHint')}
          rules={[priceRule(t('eventsAdmin.tiers.priceInvalid'))]}
        >
          <Input prefix="Rs." inputMode="decimal" autoComplete="off" placeholder="3500" />
        </Form.Item>
        <Form.Item
          name="capacity"
          required
          label={label('capacity')}
          extra={sold ? t('eventsAdmin.tiers.capacityHint', { count: sold }) : undefined}
          rules={[zodRule(shape.capacity)]}
        >
          <InputNumber
            className="events-admin-full"
            min={Math.max(1, sold)}
            max={100_000}
            precision={0}
            inputMode="numeric"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="perOrderLimit"
        required
        label={label('perOrderLimit')}
        extra={t('eventsAdmin.tiers.limitHint', { max: MAX_PER_ORDER })}
        rules={[zodRule(shape.perOrderLimit)]}
      >
        <InputNumber className="events-admin-full" min={1} max={MAX_PER_ORDER} precision={0} inputMode="numeric" />
      </Form.Item>
      <SaleWindowFields
        start="salesStartAt"
        end="salesEndAt"
        labels={{ start: label('salesStartAt'), end: label('salesEndAt') }}
        extra={kathmandu}
        code="HUBTTSW002"
        className="events-admin-two"
      />
      <Form.Item
        name="active"
        label={label('active')}
        valuePropName="checked"
        extra={t('eventsAdmin.tiers.activeHint')}
      >
        <Switch />
      </Form.Item>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(tier ? 'common.save' : 'eventsAdmin.tiers.create')}
        </Button>
      </div>
    </Form>
  );
}

/** Adds a ticket tier to the event (no `tier`) or changes one, in a dialog; server field errors land on the fields. */
export function TierDialog({
  eventId,
  open,
  tier,
  onClose,
}: {
  eventId: string;
  open: boolean;
  tier: AdminTicketTier | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(tier ? 'eventsAdmin.tiers.editTitle' : 'eventsAdmin.tiers.newTitle')}
      footer={null}
      destroyOnHidden
      width={isDesktop ? 600 : undefined}
    >
      <TierForm key={tier?.id ?? 'new'} eventId={eventId} tier={tier} onDone={onClose} />
    </Modal>
  );
}
