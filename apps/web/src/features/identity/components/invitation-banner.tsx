import type { PublicInvitation } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { errorText } from '../../../lib/error-message';
import { usePublicConfig } from '../../../lib/public-config';
import './identity.css';

/**
 * Who invited the visitor and as what; or why the invitation link cannot be used, on the sign-up page (decision
 * 48): a status, not an alert, either way.
 */
export function InvitationBanner({ invitation, error }: { invitation: PublicInvitation | undefined; error: unknown }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  if (error)
    return (
      <Notice type="warning" className="identity-notice" title={t('auth.signUp.invitationInvalid')}>
        {errorText(error, t('feedback.networkError'))}
      </Notice>
    );
  if (!invitation) return null;
  const role =
    invitation.customerType === 'INDIVIDUAL' ? (invitation.registrationPurpose ?? 'FAN') : invitation.customerType;
  return (
    <Notice type="info" className="identity-notice" title={t('auth.signUp.invitedTitle')}>
      {t('auth.signUp.invitedBy', { name: invitation.invitedBy, brand: brand.name, role: t(`auth.signUp.as.${role}`) })}
    </Notice>
  );
}
