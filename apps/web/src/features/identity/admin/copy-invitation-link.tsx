import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Input } from 'antd';
import type { Invitation } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { usePublicConfig } from '../../../lib/public-config';

/** The sign-up link of an invitation, the same one the email carries. */
export function invitationLink(publicUrl: string, reference: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/signup?invitation=${encodeURIComponent(reference)}`;
}

/**
 * Copies the sign-up link for when the email does not arrive. Where the browser refuses the clipboard
 * (a page not served over https), the link is shown in a dialog to copy by hand.
 */
export function CopyInvitationLink({ invitation, block = false }: { invitation: Invitation; block?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { publicUrl } = usePublicConfig();
  const link = invitationLink(publicUrl, invitation.reference);
  const showLink = () =>
    modal.info({
      title: t('admin.invitations.copyManually'),
      content: (
        <Input
          readOnly
          value={link}
          aria-label={t('admin.invitations.linkLabel')}
          onFocus={(event) => event.target.select()}
        />
      ),
      okText: t('common.close'),
      width: 560,
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSuccess(t('admin.invitations.copied'));
    } catch {
      showLink();
    }
  };
  return (
    <Button
      icon={<CopyOutlined aria-hidden />}
      block={block}
      onClick={() => void copy()}
      aria-label={`${t('admin.invitations.copyLink')}: ${invitation.invitedTo}`}
    >
      {t('admin.invitations.copyLink')}
    </Button>
  );
}
