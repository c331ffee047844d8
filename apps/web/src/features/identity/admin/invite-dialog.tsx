import { Button, Form, Input, Modal, Typography } from 'antd';
import { CreateInvitationRequestSchema, type PermissionArea, UpdatePermissionsRequestSchema } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateInvitation } from '../api/invitations';
import { AreaCheckboxes } from './area-checkboxes';

export type InviteKind = 'SUPPORT' | 'AGENT';

interface Values {
  invitedTo: string;
  permissions: PermissionArea[];
}

/** The form inside the dialog; it exists only while the dialog is open, so it guards against leaving only then. */
function InviteForm({ kind, onDone }: { kind: InviteKind; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const invite = useCreateInvitation();
  const email = Form.useWatch('invitedTo', form) ?? '';
  const areas = Form.useWatch('permissions', form) ?? [];
  useUnsavedChanges(!invite.isSuccess && (email.trim() !== '' || areas.length > 0));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ invitedTo: '', permissions: [] }}
      onFinish={(values) =>
        invite.mutate(
          {
            invitedTo: values.invitedTo,
            customerType: kind,
            permissions: kind === 'SUPPORT' ? values.permissions : [],
          },
          {
            onSuccess: (invitation) => {
              showSuccess(t('admin.invite.sent', { email: invitation.invitedTo }));
              onDone();
            },
            onError: (error) => applyFieldErrors(form, error),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t(kind === 'SUPPORT' ? 'admin.invite.staffIntro' : 'admin.invite.agentIntro')}
      </Typography.Paragraph>
      <Form.Item
        name="invitedTo"
        label={t('admin.invite.email')}
        rules={[zodRule(CreateInvitationRequestSchema.shape.invitedTo)]}
      >
        <Input type="email" autoComplete="off" placeholder={t('admin.invite.emailPlaceholder')} maxLength={254} />
      </Form.Item>
      {kind === 'SUPPORT' ? (
        <Form.Item
          name="permissions"
          label={t('admin.invite.areas')}
          rules={[zodRule(UpdatePermissionsRequestSchema.shape.permissions)]}
        >
          <AreaCheckboxes label={t('admin.invite.areas')} />
        </Form.Item>
      ) : null}
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t('admin.invite.send')}
        </Button>
      </div>
    </Form>
  );
}

/** Invite a staff member (email and at least one area) or an agent (email): the server emails the link. */
export function InviteDialog({ kind, open, onClose }: { kind: InviteKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(kind === 'SUPPORT' ? 'admin.invite.staffTitle' : 'admin.invite.agentTitle')}
      footer={null}
      destroyOnHidden
      width={kind === 'SUPPORT' ? 560 : 460}
    >
      <InviteForm kind={kind} onDone={onClose} />
    </Modal>
  );
}
