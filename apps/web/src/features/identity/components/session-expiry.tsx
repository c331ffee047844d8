import { ClockCircleOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useSessionTtl } from '../api/session-ttl';
import './identity.css';

/** When this device's session ends (Kathmandu time); using the site slides it forward. */
export function SessionExpiry() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const ttl = useSessionTtl();
  if (ttl.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!ttl.data) return null;
  const hours = Math.floor(ttl.data.secondsLeft / 3600);
  const left =
    hours >= 24
      ? t('account.security.daysLeft', { count: Math.floor(hours / 24) })
      : t('account.security.hoursLeft', { count: Math.max(hours, 0) });
  return (
    <div className="identity-session">
      <ClockCircleOutlined className="identity-session-icon" aria-hidden />
      <div>
        <p className="identity-session-main">
          {t('account.security.expiresAt')} <strong>{formatDateTime(ttl.data.expiresAt, locale)}</strong> ({left})
        </p>
        <p className="identity-muted">{t('account.security.sliding')}</p>
      </div>
    </div>
  );
}
