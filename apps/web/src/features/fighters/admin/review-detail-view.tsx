import { ArrowLeftOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { formatDateTime } from '@ringside/contract/display/dates';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBackPath } from '../../../components/admin/use-back-path';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { isNotFound } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/feedback';
import { useFighterReview } from '../api/admin-fighter-review';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { ReviewApplicant } from './review-applicant';
import { ReviewApplication } from './review-application';
import { ReviewDecision } from './review-decision';
import { applicationName } from './review-facts';
import { useChangedFields } from './review-fields';
import { ReviewHistory } from './review-history';
import { ReviewRecords } from './review-records';
import { ReviewKindTag, ReviewStatusTag } from './review-tags';
import { useTimeAgo } from './use-time-ago';
import '../../../components/admin/admin.css';
import './fighters-admin.css';

// The edit form (date picker, number inputs, every option list) loads only when staff open it.
const StaffEditForm = lazy(async () => ({ default: (await import('./staff-edit-form')).StaffEditForm }));

const QUEUE = '/admin/fighters';

/**
 * One application for review: the application beside the account that sent it, the records with the
 * verification switch, the history, and, while it is pending, approve and reject. Staff may edit it.
 */
export function ReviewDetailView({ fighterId }: { fighterId: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const timeAgo = useTimeAgo();
  const location = useLocation();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const back = useBackPath(QUEUE);
  const review = useFighterReview(fighterId);
  const [editing, setEditingState] = useState(false);
  // The form replaces the review in place: each switch starts at the top of the page.
  const setEditing = (next: boolean) => {
    setEditingState(next);
    window.scrollTo({ top: 0 });
  };
  const detail = review.data;
  const changed = useChangedFields(detail?.profile ?? null, detail?.published ?? null);

  const backLink = (
    <Link to={back} className="admin-back">
      <ArrowLeftOutlined aria-hidden /> {t('fightersAdmin.review.back')}
    </Link>
  );

  if (!detail) {
    if (review.isError) {
      const missing = isNotFound(review.error);
      return (
        <div className="admin-stack">
          {backLink}
          <EmptyState
            text={missing ? t('fightersAdmin.review.notFound') : t('fightersAdmin.review.loadFailed')}
            action={missing ? undefined : <Button onClick={() => void review.refetch()}>{t('common.retry')}</Button>}
          />
        </div>
      );
    }
    return (
      <div className="admin-stack">
        {backLink}
        <Skeleton active avatar paragraph={{ rows: 10 }} />
      </div>
    );
  }

  const { profile, published, history, applicant } = detail;
  const name = applicationName(profile) || t('fightersAdmin.noName');
  const isChange = published !== null;
  const pending = profile.status === 'PENDING';
  const here = location.pathname;

  const decided = (decision: 'approved' | 'rejected') => {
    showSuccess(t(`fightersAdmin.review.${decision}`, { name }));
    void navigate(back);
  };

  if (editing)
    return (
      <div className="admin-stack">
        <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} />}>
          <StaffEditForm profile={profile} onClose={() => setEditing(false)} />
        </Suspense>
      </div>
    );

  const decision = pending ? (
    <ReviewDecision fighterId={profile.id} name={name} isChange={isChange} onDecided={decided} block={!isDesktop} />
  ) : null;

  return (
    <div className={pending && !isDesktop ? 'admin-stack fighters-admin-has-bar' : 'admin-stack'}>
      {backLink}
      <header className="fighters-admin-review-head">
        <div className="admin-person">
          <FighterAvatar photo={profile.photo} name={name} size={64} />
          <div className="admin-person-text">
            <Typography.Title level={1} className="admin-person-name">
              {name}
              {profile.nickname ? <span className="fighters-admin-nickname"> “{profile.nickname}”</span> : null}
            </Typography.Title>
            <span className="admin-tags">
              <ReviewStatusTag status={profile.status} />
              {profile.status !== 'DRAFT' ? <ReviewKindTag isChange={isChange} /> : null}
            </span>
            <span className="admin-muted fighters-admin-dates">
              {profile.submittedAt ? (
                <span>
                  {t('fightersAdmin.review.sent', { date: formatDateTime(profile.submittedAt, locale) })} (
                  {timeAgo(profile.submittedAt)})
                </span>
              ) : null}
              {profile.decidedAt && !pending ? (
                <span>{t('fightersAdmin.review.decided', { date: formatDateTime(profile.decidedAt, locale) })}</span>
              ) : null}
            </span>
          </div>
        </div>
        <div className="admin-actions fighters-admin-head-actions">
          {profile.isPublic && profile.slug ? (
            <Button href={`/fighters/${profile.slug}`} target="_blank" icon={<ExportOutlined aria-hidden />}>
              {t('fightersAdmin.review.viewPublic')}
            </Button>
          ) : null}
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('fightersAdmin.review.edit')}
          </Button>
          {isDesktop ? decision : null}
        </div>
      </header>

      {profile.status === 'REJECTED' && profile.rejectionReason ? (
        <Alert
          type="error"
          showIcon
          title={t('fightersAdmin.review.rejectedBecause', { reason: profile.rejectionReason })}
        />
      ) : null}
      {isChange ? (
        <Alert
          type="warning"
          showIcon
          title={`${t('fightersAdmin.review.changeTitle')} · ${t('fightersAdmin.review.changedCount', { count: changed.size })}`}
          description={t('fightersAdmin.review.changeText')}
        />
      ) : null}

      <div className="fighters-admin-review-grid">
        <ReviewApplication profile={profile} published={published} changed={changed} name={name} />
        <div className="admin-stack">
          <ReviewApplicant applicant={applicant} profile={profile} from={here} />
          <ReviewRecords profile={profile} published={published} changed={changed} />
          <ReviewHistory history={history} />
        </div>
      </div>

      {decision && !isDesktop ? <div className="fighters-admin-bar">{decision}</div> : null}
    </div>
  );
}
