import { Alert, Button, Tag } from 'antd';
import { type FighterProfile, type ProfileStatus, profileActionLabel } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';

const ALERT_TYPES = { DRAFT: 'info', PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/**
 * Where the application stands, with the server's message in the spec's words ("Your profile is yet to be
 * approved"), the spec's label (Register, Registered, Re-Apply) and what the fighter can do next.
 */
export function StatusBanner({
  status,
  profile,
  onReApply,
}: {
  status: ProfileStatus;
  profile: FighterProfile | null;
  onReApply: () => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  if (status.status === 'NONE') return null;
  const label = profileActionLabel(status.status);
  const publicLink =
    status.isPublic && status.slug ? (
      <Link to={`/fighters/${status.slug}`} className="fighters-strong-link">
        {t('fighters.banner.viewPublic')}
      </Link>
    ) : null;

  let description;
  if (status.status === 'REJECTED') {
    description = (
      <>
        {status.rejectionReason ? (
          <p className="fighters-reason">
            <strong>{t('fighters.banner.reason')}:</strong> {status.rejectionReason}
          </p>
        ) : null}
        <p>{t('fighters.banner.rejectedText')}</p>
        {status.isPublic ? <p>{t('fighters.banner.stillPublic')}</p> : null}
      </>
    );
  } else if (status.status === 'PENDING') {
    description = (
      <>
        <p>
          {t('fighters.banner.pendingText')}
          {profile?.submittedAt
            ? ` ${t('fighters.banner.sentAt', { date: formatDateTime(profile.submittedAt, locale) })}`
            : ''}
        </p>
        {status.isPublic ? <p>{t('fighters.banner.stillPublic')}</p> : null}
      </>
    );
  } else if (status.status === 'APPROVED') {
    description = <p>{t('fighters.banner.approvedText')}</p>;
  } else {
    description = (
      <>
        <p>{t('fighters.banner.draftText')}</p>
        {status.isPublic ? <p>{t('fighters.banner.stillPublic')}</p> : null}
      </>
    );
  }

  return (
    <Alert
      className="fighters-banner"
      type={ALERT_TYPES[status.status]}
      showIcon
      title={
        <span className="fighters-banner-title">
          <span>{status.message}</span>
          {label === 'RE_APPLY' ? null : (
            <Tag color={label === 'REGISTERED' ? 'green' : 'default'}>{t(`fighters.labels.${label}`)}</Tag>
          )}
        </span>
      }
      description={
        <div className="fighters-banner-body">
          {description}
          {publicLink || status.status === 'REJECTED' ? (
            <div className="fighters-banner-actions">
              {status.status === 'REJECTED' ? (
                <Button type="primary" danger onClick={onReApply}>
                  {t('fighters.labels.RE_APPLY')}
                </Button>
              ) : null}
              {publicLink}
            </div>
          ) : null}
        </div>
      }
    />
  );
}
