import { Alert, Button, Card, Form } from 'antd';
import {
  type CustomerDetail,
  type PermissionArea,
  UpdatePermissionsRequestSchema,
  errorMessage,
} from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useSetPermissions } from '../api/admin-permissions';
import { AreaCheckboxes } from './area-checkboxes';
import { useDisplayLocale } from '../../../components/use-display-locale';

const sameAreas = (a: PermissionArea[], b: PermissionArea[]) =>
  a.length === b.length && a.every((area) => b.includes(area));

/**
 * A staff member's permission areas. Nobody edits their own (the server refuses with HUBSTSF001), so for
 * oneself the form is read-only and says why.
 */
export function StaffPermissionsForm({ customer, isSelf }: { customer: CustomerDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const language = useDisplayLocale();
  const [form] = Form.useForm<{ permissions: PermissionArea[] }>();
  const [saved, setSaved] = useState(customer.permissions);
  const current = Form.useWatch('permissions', form) ?? saved;
  const dirty = !isSelf && !sameAreas(current, saved);
  const save = useSetPermissions();
  useUnsavedChanges(dirty);

  return (
    <Card title={t('admin.permissions.title')} className="admin-panel">
      {isSelf ? (
        <Alert type="info" showIcon className="admin-alert" title={errorMessage('HUBSTSF001', language)} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ permissions: customer.permissions }}
        disabled={isSelf}
        onFinish={(values) =>
          save.mutate(
            { userId: customer.id, permissions: values.permissions },
            {
              onSuccess: (summary) => {
                setSaved(summary.permissions);
                form.setFieldsValue({ permissions: summary.permissions });
                showSuccess(t('admin.permissions.saved'));
              },
              onError: (error) => applyFieldErrors(form, error),
            },
          )
        }
      >
        <Form.Item
          name="permissions"
          label={t('admin.permissions.label')}
          extra={t('admin.permissions.help')}
          rules={[zodRule(UpdatePermissionsRequestSchema.shape.permissions)]}
        >
          <AreaCheckboxes label={t('admin.permissions.label')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={isSelf}>
          {t('admin.permissions.save')}
        </Button>
      </Form>
    </Card>
  );
}
