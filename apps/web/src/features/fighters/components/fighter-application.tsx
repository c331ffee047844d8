import { CheckCircleFilled } from '../../../components/ui/icons/CheckCircleFilled';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/public-config';
import { useFighterDetail } from '../api/fighter-detail';
import { useMyFighterProfile } from '../api/my-fighter-profile';
import { useProfileStatus } from '../api/profile-status';
import { useSelectables } from '../../../lib/selectables';
import { ApplicationForm } from './application-form';
import type { ApplicationPrefill } from './application-values';
import { HistoryTimeline } from './history-timeline';
import { StatusBanner } from './status-banner';
import './fighters.css';

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The fighter's own area: the status on top; before any application an invitation to register; the form
 * (opened by Register, or Re-Apply after a rejection); the history of the application below.
 */
export function FighterApplication({ userId, prefill }: { userId: string; prefill: ApplicationPrefill | undefined }) {
  const { t } = useTranslation();
  const status = useProfileStatus(userId);
  const none = status.data?.status === 'NONE';
  const profile = useMyFighterProfile(userId, status.isSuccess && !none);
  const selectables = useSelectables();
  const application = none ? null : (profile.data ?? null);
  const detail = useFighterDetail(userId, application !== null);
  const [opened, setOpened] = useState(false);

  if (status.isPending || (!none && profile.isPending)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (profile.isError || status.isError) {
    return (
      <Result
        status="warning"
        title={t('fighters.application.loadError')}
        extra={
          <Button
            onClick={() => {
              void profile.refetch();
              void status.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const current = application?.status ?? 'NONE';
  const showForm = opened || (application !== null && current !== 'REJECTED');
  const open = () => {
    setOpened(true);
    requestAnimationFrame(() =>
      document.getElementById('fighter-application-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <div className="fighters-application">
      <StatusBanner status={status.data} profile={application} onReApply={open} />
      {current === 'NONE' && !opened ? <Invitation onRegister={open} /> : null}
      {showForm ? (
        selectables.data ? (
          <ApplicationForm
            key={application?.updatedAt ?? (prefill ? 'prefilled' : 'new')}
            userId={userId}
            profile={application}
            status={current}
            prefill={prefill}
            selectables={selectables.data}
            onSent={scrollToTop}
          />
        ) : selectables.isError ? (
          <Result
            status="warning"
            title={t('fighters.application.loadError')}
            extra={<Button onClick={() => void selectables.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )
      ) : null}
      {detail.data && detail.data.history.length > 0 ? <HistoryTimeline history={detail.data.history} /> : null}
    </div>
  );
}

function Invitation({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const points = ['review', 'public', 'events'] as const;
  return (
    <section className="fighters-panel fighters-invite">
      <h2>{t('fighters.invite.title', { brand: brand.shortName })}</h2>
      <p className="fighters-muted">{t('fighters.invite.text')}</p>
      <ul className="fighters-invite-points">
        {points.map((point) => (
          <li key={point}>
            <CheckCircleFilled aria-hidden />
            <span>{t(`fighters.invite.points.${point}`)}</span>
          </li>
        ))}
      </ul>
      <p className="fighters-muted fighters-hint">{t('fighters.invite.prefilled')}</p>
      <Button type="primary" size="large" onClick={onRegister} className="fighters-invite-button">
        {t('fighters.labels.REGISTER')}
      </Button>
    </section>
  );
}

/** Agents and staff cannot apply: fighters apply from their own individual account. */
export function NotIndividual() {
  const { t } = useTranslation();
  return (
    <section className="fighters-panel">
      <Result
        status="info"
        title={t('fighters.application.notIndividual')}
        subTitle={t('fighters.application.notIndividualText')}
      />
    </section>
  );
}
