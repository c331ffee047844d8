import { Form, InputNumber } from 'antd';
import { type FightRecord, FightRecordSchema, errorMessage } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';

const TOTALS = ['wins', 'losses', 'draws', 'noContests'] as const;
const METHODS = ['winsByKo', 'winsBySub', 'winsByDecision'] as const;

/** Holds no value: the cross-field check below the inputs needs a form item of its own to show its message. */
function Nothing() {
  return null;
}

/** One record (professional or amateur): the totals, then how the wins came. */
export function RecordFields({ name, disabled }: { name: 'priorRecord' | 'amateurRecord'; disabled?: boolean }) {
  const { t } = useTranslation();
  const count = (field: keyof FightRecord) => (
    <Form.Item
      key={field}
      name={[name, field]}
      label={t(`fighters.record.${field}`)}
      rules={[zodRule(FightRecordSchema.shape[field])]}
    >
      <InputNumber
        min={0}
        max={500}
        precision={0}
        inputMode="numeric"
        controls={false}
        disabled={disabled}
        className="fighters-number"
      />
    </Form.Item>
  );
  return (
    <>
      <div className="fighters-record-inputs">{TOTALS.map(count)}</div>
      <div className="fighters-record-inputs three">{METHODS.map(count)}</div>
      {/* The contract's HUBFPRD002: KO, submission and decision wins cannot add up to more than the wins. */}
      <Form.Item
        name={[name, 'breakdown']}
        className="fighters-record-check"
        dependencies={[[name, 'wins'], ...METHODS.map((method) => [name, method])]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async () => {
              const wins = Number(getFieldValue([name, 'wins'])) || 0;
              const sum = METHODS.reduce((total, method) => total + (Number(getFieldValue([name, method])) || 0), 0);
              if (sum > wins) throw new Error(errorMessage('HUBFPRD002', currentLanguage()));
            },
          }),
        ]}
      >
        <Nothing />
      </Form.Item>
    </>
  );
}
