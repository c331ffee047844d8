import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { FighterProfile, FighterReviewDetail } from '@ringside/contract';
import { formatDate, formatDateTime, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { VerifiedMark } from '../../../components/admin/verified-mark';
import { useSession } from '../../../lib/session';
import { useCountryName } from '../../../components/admin/use-country-name';
import { applicationName } from './review-facts';
import { FactsList } from './review-facts-list';

/** Whether what the account says agrees with the application; nothing when either is blank. */
function Agreement({ same, application }: { same: boolean; application: string }) {
  const { t } = useTranslation();
  return same ? (
    <span className="fighters-admin-match">
      <CheckCircleFilled aria-hidden /> {t('fightersAdmin.review.matches')}
    </span>
  ) : (
    <span className="fighters-admin-mismatch">
      <WarningFilled aria-hidden /> {t('fightersAdmin.review.differs', { value: application })}
    </span>
  );
}

const normalise = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/**
 * The account that sent the application: contacts and whether they were confirmed, and the birth date,
 * nationality and name given at sign-up, each compared with the application's.
 */
export function ReviewApplicant({
  applicant,
  profile,
  from,
}: {
  applicant: FighterReviewDetail['applicant'];
  profile: FighterProfile;
  from: string;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const session = useSession();
  const countryName = useCountryName();
  const none = <span className="admin-muted">{t('fightersAdmin.review.notGiven')}</span>;
  const compared = (account: string | null, application: string | null, shown: ReactNode, applicationText: string) =>
    account ? (
      <span className="admin-fact">
        <span>{shown}</span>
        {application ? <Agreement same={account === application} application={applicationText} /> : null}
      </span>
    ) : (
      none
    );
  const name = applicationName(profile);
  const mobile = applicant.mobileNumber
    ? [applicant.countryCode, applicant.mobileNumber].filter(Boolean).join(' ')
    : null;
  const canOpenAccount = session?.permissions.includes('USERS') ?? false;

  const rows = [
    {
      key: 'name',
      label: t('fightersAdmin.review.accountName'),
      value: (
        <span className="admin-fact">
          {canOpenAccount ? (
            <Link to={`/admin/customers/${applicant.id}`} state={{ from }}>
              {applicant.fullName}
            </Link>
          ) : (
            <span>{applicant.fullName}</span>
          )}
          {name ? <Agreement same={normalise(applicant.fullName) === normalise(name)} application={name} /> : null}
        </span>
      ),
    },
    {
      key: 'email',
      label: t('fightersAdmin.review.email'),
      value: applicant.email ? (
        <span className="admin-fact">
          <span className="admin-break">{applicant.email}</span>
          <VerifiedMark verified={applicant.emailVerified} long />
        </span>
      ) : null,
    },
    {
      key: 'mobile',
      label: t('fightersAdmin.review.mobile'),
      value: mobile ? (
        <span className="admin-fact">
          <span className="admin-nowrap">{mobile}</span>
          <VerifiedMark verified={applicant.mobileNumberVerified} long />
        </span>
      ) : null,
    },
    {
      key: 'dateOfBirth',
      label: t('fightersAdmin.review.fields.dateOfBirth'),
      value: compared(
        applicant.dateOfBirth,
        profile.dateOfBirth,
        formatDate(applicant.dateOfBirth, DATE_FORMAT_ISO, locale),
        formatDate(profile.dateOfBirth, DATE_FORMAT_ISO, locale),
      ),
    },
    {
      key: 'nationality',
      label: t('fightersAdmin.review.fields.nationality'),
      value: compared(
        applicant.nationality,
        profile.nationality,
        countryName(applicant.nationality),
        countryName(profile.nationality),
      ),
    },
    {
      key: 'type',
      label: t('fightersAdmin.review.accountType'),
      value: t(`admin.types.${applicant.customerType}`),
    },
    { key: 'joined', label: t('fightersAdmin.review.joined'), value: formatDateTime(applicant.createdAt, locale) },
  ];
  return (
    <Card title={t('fightersAdmin.review.applicant')} className="admin-panel">
      <Typography.Paragraph type="secondary" className="fighters-admin-help">
        {t('fightersAdmin.review.applicantHelp')}
      </Typography.Paragraph>
      <FactsList rows={rows} />
    </Card>
  );
}
