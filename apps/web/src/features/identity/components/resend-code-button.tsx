import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

/** "Send a new code", held back with a countdown until the server will accept another. */
export function ResendCodeButton({
  until,
  loading,
  onResend,
}: {
  until: number;
  loading: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const seconds = useCountdown(until);
  return (
    <div className="identity-resend">
      <span className="identity-muted">{t('auth.verify.noCode')}</span>
      <Button type="link" disabled={seconds > 0} loading={loading} onClick={onResend}>
        {seconds > 0 ? t('auth.verify.resendIn', { seconds }) : t('auth.verify.resend')}
      </Button>
    </div>
  );
}
