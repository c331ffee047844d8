import { SafetyCertificateFilled } from '@ant-design/icons';
import { Card, Switch, Typography } from 'antd';
import type { FighterProfile, FightRecord } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { useSetRecordVerification } from '../api/admin-record-verification';
import type { ReviewField } from './review-fields';
import { useDisplayLocale } from '../../../components/use-display-locale';

const COUNTS = ['wins', 'losses', 'draws', 'noContests'] as const;
const METHODS = ['winsByKo', 'winsBySub', 'winsByDecision'] as const;

function RecordTable({
  title,
  record,
  publicRecord,
  changed,
}: {
  title: string;
  record: FightRecord | null;
  publicRecord: FightRecord | null | undefined;
  changed: boolean;
}) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={changed ? 'fighters-admin-record fighters-admin-changed' : 'fighters-admin-record'}
    >
      <div className="fighters-admin-record-head">
        <Typography.Title level={3} id={id} className="fighters-admin-section-title">
          {title}
        </Typography.Title>
        {changed ? <span className="fighters-admin-changed-mark">{t('fightersAdmin.review.changed')}</span> : null}
      </div>
      {record ? (
        <>
          <dl className="fighters-admin-record-counts">
            {COUNTS.map((count) => (
              <div key={count}>
                <dt>{t(`fightersAdmin.review.record.${count}`)}</dt>
                <dd>{formatNumber(record[count], locale)}</dd>
              </div>
            ))}
          </dl>
          <p className="fighters-admin-record-methods">
            {METHODS.map((method) => (
              <span key={method}>
                {formatNumber(record[method], locale)} {t(`fightersAdmin.review.record.${method}`)}
              </span>
            ))}
          </p>
        </>
      ) : (
        <p className="admin-muted">{t('fightersAdmin.review.record.none')}</p>
      )}
      {changed ? (
        <span className="fighters-admin-was">
          {t('fightersAdmin.review.was', {
            value: publicRecord
              ? t('fightersAdmin.review.record.line', publicRecord)
              : t('fightersAdmin.review.record.none'),
          })}
        </span>
      ) : null}
    </section>
  );
}

/** The declared records (professional and amateur) and the staff switch that marks them verified. */
export function ReviewRecords({
  profile,
  published,
  changed,
}: {
  profile: FighterProfile;
  published: FighterProfile | null;
  changed: Set<ReviewField>;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const verification = useSetRecordVerification();
  const verified = verification.isPending ? Boolean(verification.variables?.verified) : profile.recordVerified;
  return (
    <Card
      title={t('fightersAdmin.review.records')}
      className="admin-panel"
      extra={
        verified ? (
          <span className="admin-verified">
            <SafetyCertificateFilled aria-hidden /> {t('fightersAdmin.review.verifiedRecord')}
          </span>
        ) : (
          <span className="admin-unverified">{t('fightersAdmin.review.unverifiedRecord')}</span>
        )
      }
    >
      <div className="admin-stack">
        <RecordTable
          title={t('fightersAdmin.review.fields.priorRecord')}
          record={profile.priorRecord}
          publicRecord={published?.priorRecord}
          changed={changed.has('priorRecord')}
        />
        <RecordTable
          title={t('fightersAdmin.review.fields.amateurRecord')}
          record={profile.amateurRecord}
          publicRecord={published?.amateurRecord}
          changed={changed.has('amateurRecord')}
        />
        <div className="fighters-admin-verify">
          <Switch
            id={switchId}
            checked={verified}
            loading={verification.isPending}
            onChange={(next) =>
              verification.mutate(
                { fighterId: profile.id, verified: next },
                {
                  onSuccess: () =>
                    showSuccess(
                      t(
                        next
                          ? 'fightersAdmin.review.recordMarkedVerified'
                          : 'fightersAdmin.review.recordMarkedUnverified',
                      ),
                    ),
                },
              )
            }
          />
          <label htmlFor={switchId}>
            <span className="fighters-admin-verify-label">{t('fightersAdmin.review.verifyRecord')}</span>
            <span className="admin-muted">{t('fightersAdmin.review.recordsHelp')}</span>
          </label>
        </div>
      </div>
    </Card>
  );
}
