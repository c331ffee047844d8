import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Whether the customer confirmed their email or mobile number with a one-time code. */
export function VerifiedMark({ verified, long = false }: { verified: boolean; long?: boolean }) {
  const { t } = useTranslation();
  const text = long
    ? t(verified ? 'admin.customers.verified' : 'admin.customers.notVerified')
    : t(verified ? 'admin.list.yes' : 'admin.list.no');
  return (
    <span className={verified ? 'admin-verified' : 'admin-unverified'}>
      {verified ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />} {text}
    </span>
  );
}
