import { Alert } from 'antd';
import type { PublicInvitation } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { usePublicConfig } from '../../../lib/public-config';

/** Who invited the visitor and as what; or why the invitation link cannot be used. */
export function InvitationNotice({ invitation, error }: { invitation: PublicInvitation | undefined; error: unknown }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  if (error)
    return (
      <Alert
        type="warning"
        showIcon
        className="identity-alert"
        title={t('auth.signUp.invitationInvalid')}
        description={errorText(error, t('feedback.networkError'))}
      />
    );
  if (!invitation) return null;
  const role =
    invitation.customerType === 'INDIVIDUAL' ? (invitation.registrationPurpose ?? 'FAN') : invitation.customerType;
  return (
    <Alert
      type="info"
      showIcon
      className="identity-alert"
      title={t('auth.signUp.invitedTitle')}
      description={t('auth.signUp.invitedBy', {
        name: invitation.invitedBy,
        brand: brand.name,
        role: t(`auth.signUp.as.${role}`),
      })}
    />
  );
}
