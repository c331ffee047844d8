import { Button, Form, Input } from 'antd';
import { ChangePasswordRequestSchema } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';
import './identity.css';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** A new password from the current one; the server signs out every other device, and the toast says so. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();
  const submit = (values: ChangePasswordValues) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        showSuccess(t('account.security.changed'));
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      className="identity-narrow-form"
    >
      <Form.Item
        name="currentPassword"
        label={t('auth.fields.currentPassword')}
        rules={[zodRule(ChangePasswordRequestSchema.shape.currentPassword)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields label={t('auth.fields.newPassword')} />
      <Button type="primary" htmlType="submit" loading={change.isPending} className="identity-submit">
        {t('account.security.submit')}
      </Button>
    </Form>
  );
}
