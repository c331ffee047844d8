import { Button, Form, Input, Modal, Radio, Select } from 'antd';
import {
  BOUT_METHODS,
  BOUT_OUTCOMES,
  BoutResultRequestSchema,
  errorMessage,
  type Bout,
  type BoutMethod,
  type BoutOutcome,
} from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { useSaveResult } from './api/admin-bouts';
import { boutFighterName, normalizeTime } from './event-facts';
import { showSaveError } from '../../../components/admin/save-errors';
import '../../../components/admin/admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

const shape = BoutResultRequestSchema.shape;
const FIELDS = ['outcome', 'winnerId', 'method', 'round', 'time'];
/** A draw can only come from the judges; a no contest names no method. */
const methodsFor = (outcome: BoutOutcome | undefined): readonly BoutMethod[] =>
  outcome === 'WIN' ? BOUT_METHODS : outcome === 'DRAW' ? BOUT_METHODS.filter((m) => m.startsWith('DECISION_')) : [];

interface Values {
  outcome?: BoutOutcome;
  winnerId?: string;
  method?: BoutMethod;
  round?: number;
  time?: string;
}

function ResultForm({ eventId, bout, onDone }: { eventId: string; bout: Bout; onDone: () => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveResult();
  const outcome = Form.useWatch('outcome', form);
  const methods = methodsFor(outcome);
  const label = (field: string) => t(`eventsAdmin.result.fields.${field}`);
  const required = (code: 'HUBEVRS003' | 'HUBEVRS007') => ({
    required: true,
    message: errorMessage(code, currentLanguage()),
  });
  const result = bout.result;

  const submit = (values: Values) =>
    save.mutate(
      {
        eventId,
        boutId: bout.id,
        result: {
          outcome: values.outcome ?? 'WIN',
          winnerId: values.outcome === 'WIN' ? values.winnerId : null,
          method: methods.includes(values.method as BoutMethod) ? values.method : null,
          round: values.round ?? 0,
          time: values.time?.trim() ?? '',
        },
      },
      {
        onSuccess: () => {
          showSuccess(t('eventsAdmin.result.saved'));
          onDone();
        },
        onError: (error) => showSaveError(form, error, FIELDS, t('feedback.networkError')),
      },
    );

  return (
    <Form<Values>
      form={form}
      name="result"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        outcome: result?.outcome ?? 'WIN',
        winnerId: result?.winnerId ?? undefined,
        method: result?.method ?? undefined,
        round: result?.round ?? undefined,
        time: result?.time ?? undefined,
      }}
      onFinish={submit}
      // A method the new outcome cannot have (a KO for a draw) is cleared rather than kept out of sight.
      onValuesChange={(changed: Values, all: Values) => {
        if (changed.outcome && all.method && !methodsFor(changed.outcome).includes(all.method))
          form.setFieldValue('method', undefined);
      }}
    >
      <Form.Item name="outcome" label={label('outcome')} rules={[zodRule(shape.outcome)]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          className="admin-segments"
          options={BOUT_OUTCOMES.map((value) => ({ value, label: t(`eventsAdmin.outcomes.${value}`) }))}
        />
      </Form.Item>
      {outcome === 'WIN' ? (
        <Form.Item name="winnerId" label={label('winnerId')} rules={[required('HUBEVRS003')]}>
          <Radio.Group className="events-admin-winner">
            {(['red', 'blue'] as const).map((corner) => (
              <Radio key={corner} value={bout[corner].id}>
                <span className={`events-admin-corner events-admin-corner-${corner}`}>
                  {boutFighterName(bout[corner])}
                </span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      ) : null}
      {methods.length ? (
        <Form.Item name="method" label={label('method')} rules={outcome === 'WIN' ? [required('HUBEVRS007')] : []}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear={outcome !== 'WIN'}
            placeholder={t('eventsAdmin.result.chooseMethod')}
            options={methods.map((value) => ({ value, label: t(`eventsAdmin.methods.${value}`) }))}
          />
        </Form.Item>
      ) : null}
      <div className="admin-form-grid">
        <Form.Item
          name="round"
          label={label('round')}
          rules={[
            zodRule(shape.round),
            {
              validator: async (_rule, value: number | undefined) => {
                if (value && value > bout.scheduledRounds)
                  throw new Error(errorMessage('HUBEVRS004', currentLanguage()));
              },
            },
          ]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className="admin-segments"
            options={Array.from({ length: bout.scheduledRounds }, (_, index) => ({
              value: index + 1,
              label: formatNumber(index + 1, locale),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="time"
          label={label('time')}
          extra={t('eventsAdmin.result.timeHint')}
          rules={[zodRule(shape.time)]}
          normalize={normalizeTime}
        >
          <Input
            inputMode="numeric"
            maxLength={4}
            placeholder="2:47"
            autoComplete="off"
            className="events-admin-time"
          />
        </Form.Item>
      </div>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('eventsAdmin.result.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Records or corrects a bout's result: outcome, winner (by name), method, round and time. */
export function ResultDialog({ eventId, bout, onClose }: { eventId: string; bout: Bout | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={bout !== null}
      onCancel={onClose}
      title={
        bout ? t('eventsAdmin.result.title', { red: boutFighterName(bout.red), blue: boutFighterName(bout.blue) }) : ''
      }
      footer={null}
      destroyOnHidden
      width={520}
    >
      {bout ? <ResultForm key={bout.id} eventId={eventId} bout={bout} onDone={onClose} /> : null}
    </Modal>
  );
}
