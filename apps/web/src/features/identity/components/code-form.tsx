import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpField } from './otp-field';

interface Props {
  id: string;
  code: string;
  onChange: (code: string) => void;
  /** Called with the code when the form is sent or the sixth digit is typed. */
  onSubmit: (code: string) => void;
  pending: boolean;
  submitLabel: string;
  problem?: string;
  intro?: ReactNode;
}

/** Six-digit code entry: sends itself once complete, shows the server's answer under the field. */
export function CodeForm({ id, code, onChange, onSubmit, pending, submitLabel, problem, intro }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" size="large" onFinish={() => onSubmit(code)}>
      {intro}
      <Form.Item
        label={t('auth.fields.code')}
        htmlFor={id}
        validateStatus={problem ? 'error' : undefined}
        help={problem}
      >
        <OtpField id={id} value={code} onChange={onChange} onComplete={onSubmit} disabled={pending} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} disabled={code.length !== 6}>
        {submitLabel}
      </Button>
    </Form>
  );
}
