import { Form } from 'antd';
import { type ErrorCode, errorMessage } from '@ringside/contract';
import { currentLanguage } from '../../lib/language';
import { KathmanduPicker } from './kathmandu-picker';

/**
 * A sale window as two Kathmandu times side by side (`className` lays them out): when selling starts and ends, either
 * open; the end must come after the start (`code`, the server's own error for it).
 */
export function SaleWindowFields({
  start,
  end,
  labels,
  extra,
  code,
  className,
}: {
  start: string;
  end: string;
  labels: { start: string; end: string };
  extra: string;
  code: ErrorCode;
  className: string;
}) {
  return (
    <div className={className}>
      <Form.Item name={start} label={labels.start} extra={extra}>
        <KathmanduPicker />
      </Form.Item>
      <Form.Item
        name={end}
        label={labels.end}
        extra={extra}
        dependencies={[start]}
        rules={[
          ({ getFieldValue }) => ({
            // Wall-clock times of one zone compare as text.
            validator: async (_rule, value: string | undefined) => {
              const from = getFieldValue(start) as string | undefined;
              if (value && from && value <= from) throw new Error(errorMessage(code, currentLanguage()) ?? '');
            },
          }),
        ]}
      >
        <KathmanduPicker />
      </Form.Item>
    </div>
  );
}
