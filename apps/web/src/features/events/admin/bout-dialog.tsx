import { Button, Form, Modal, Radio, Select, Switch } from 'antd';
import { BoutFieldsSchema, type AdminEvent, type Bout, type BoutFields } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useSaveBout } from './api/admin-bouts';
import { FighterPicker } from './fighter-picker';
import { showSaveError } from '../../../components/admin/save-errors';
import { useWeightClassOptions } from './weight-class-options';
import { useDisplayLocale } from '../../../components/use-display-locale';

const shape = BoutFieldsSchema.shape;
const ROUNDS = [1, 2, 3, 4, 5] as const;
/** Championship and main-event bouts are scheduled for five rounds, the others for three. */
const defaultRounds = (isMainEvent: boolean, isTitleFight: boolean) => (isMainEvent || isTitleFight ? 5 : 3);

type Values = Required<Pick<BoutFields, 'isMainEvent' | 'isTitleFight'>> & {
  weightClassId?: string;
  redFighterId?: string;
  blueFighterId?: string;
  scheduledRounds: number;
};

const FIELDS = ['weightClassId', 'redFighterId', 'blueFighterId', 'scheduledRounds', 'isMainEvent', 'isTitleFight'];

function initialValues(event: AdminEvent, bout: Bout | null): Values {
  if (bout)
    return {
      weightClassId: bout.weightClassId,
      redFighterId: bout.red.id,
      blueFighterId: bout.blue.id,
      scheduledRounds: bout.scheduledRounds,
      isMainEvent: bout.isMainEvent,
      isTitleFight: bout.isTitleFight,
    };
  // The first bout added is the main event until staff say otherwise.
  const first = event.fightCard.length === 0;
  return { scheduledRounds: defaultRounds(first, false), isMainEvent: first, isTitleFight: false };
}

function BoutForm({ event, bout, onDone }: { event: AdminEvent; bout: Bout | null; onDone: () => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveBout();
  const weightClasses = useWeightClassOptions(bout?.weightClass ? [bout.weightClass] : []);
  // Off at first: a catchweight or a fighter listed in another class is still found.
  const [onlyClass, setOnlyClass] = useState(false);
  // Rounds follow the main-event and title switches until staff pick them.
  const [roundsTouched, setRoundsTouched] = useState(Boolean(bout));
  const weightClassId = Form.useWatch('weightClassId', form);
  const red = Form.useWatch('redFighterId', form);
  const blue = Form.useWatch('blueFighterId', form);
  const label = (field: string) => t(`eventsAdmin.bout.fields.${field}`);

  const current = bout ? [bout.red, bout.blue] : [];
  const picker = (corner: 'red' | 'blue') => (
    <FighterPicker
      eventId={event.id}
      weightClassId={onlyClass ? weightClassId : undefined}
      current={current}
      exclude={corner === 'red' ? blue : red}
    />
  );

  const submit = (values: Values) =>
    save.mutate(
      {
        eventId: event.id,
        boutId: bout?.id,
        fields: {
          weightClassId: values.weightClassId ?? '',
          redFighterId: values.redFighterId ?? '',
          blueFighterId: values.blueFighterId ?? '',
          scheduledRounds: values.scheduledRounds,
          isMainEvent: values.isMainEvent,
          isTitleFight: values.isTitleFight,
        },
      },
      {
        onSuccess: () => {
          showSuccess(t(bout ? 'eventsAdmin.bout.saved' : 'eventsAdmin.bout.added'));
          onDone();
        },
        onError: (error) => showSaveError(form, error, FIELDS, t('feedback.networkError')),
      },
    );

  return (
    <Form<Values>
      form={form}
      name="bout"
      layout="vertical"
      initialValues={initialValues(event, bout)}
      onFinish={submit}
      onValuesChange={(changed: Partial<Values>, all) => {
        if ('scheduledRounds' in changed) setRoundsTouched(true);
        else if (!roundsTouched && ('isMainEvent' in changed || 'isTitleFight' in changed))
          form.setFieldValue('scheduledRounds', defaultRounds(all.isMainEvent, all.isTitleFight));
      }}
    >
      <Form.Item name="weightClassId" label={label('weightClassId')} rules={[zodRule(shape.weightClassId)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={weightClasses.loading}
          placeholder={t('eventsAdmin.bout.chooseWeightClass')}
          options={weightClasses.options}
        />
      </Form.Item>
      <label className="events-admin-switch-line">
        <Switch size="small" checked={onlyClass} onChange={setOnlyClass} disabled={!weightClassId} />
        {t('eventsAdmin.bout.onlyWeightClass')}
      </label>
      <div className="events-admin-corners">
        <Form.Item
          name="redFighterId"
          label={<span className="events-admin-corner events-admin-corner-red">{label('red')}</span>}
          rules={[zodRule(shape.redFighterId)]}
        >
          {picker('red')}
        </Form.Item>
        <Form.Item
          name="blueFighterId"
          label={<span className="events-admin-corner events-admin-corner-blue">{label('blue')}</span>}
          rules={[zodRule(shape.blueFighterId)]}
        >
          {picker('blue')}
        </Form.Item>
      </div>
      <Form.Item name="scheduledRounds" label={label('scheduledRounds')} rules={[zodRule(shape.scheduledRounds)]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          className="admin-segments"
          options={ROUNDS.map((value) => ({ value, label: formatNumber(value, locale) }))}
        />
      </Form.Item>
      <div className="events-admin-switches">
        <Form.Item name="isMainEvent" valuePropName="checked" label={label('isMainEvent')}>
          <Switch />
        </Form.Item>
        <Form.Item name="isTitleFight" valuePropName="checked" label={label('isTitleFight')}>
          <Switch />
        </Form.Item>
      </div>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(bout ? 'common.save' : 'eventsAdmin.bout.add')}
        </Button>
      </div>
    </Form>
  );
}

/** Adds a bout (without `bout`) or edits one, in a dialog; the server's field errors land on the fields. */
export function BoutDialog({
  event,
  bout,
  open,
  onClose,
}: {
  event: AdminEvent;
  bout: Bout | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(bout ? 'eventsAdmin.bout.editTitle' : 'eventsAdmin.bout.addTitle')}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <BoutForm key={bout?.id ?? 'new'} event={event} bout={bout} onDone={onClose} />
    </Modal>
  );
}
