import { Button, Typography } from 'antd';
import { VacateTitleRequestSchema } from '@ringside/contract';
import { dayMonthYear } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DecisionDialog } from '../../../components/admin/decision-dialog';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { zodRule } from '../../../lib/form-rules';
import { useVacateTitle } from '../api/admin-rankings';
import { useTitleHistory } from '../api/title-history';

/**
 * Who holds the class's title, from its history (title bouts' results, not the rankings' editorial champion), and
 * "Vacate title" for a champion who gives it up (retirement, a move to another division), with a reason and a
 * confirmation.
 */
export function TitleHolder({ weightClassId }: { weightClassId: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const history = useTitleHistory(weightClassId);
  const vacate = useVacateTitle();
  const [confirming, setConfirming] = useState(false);
  if (!history.data) return null;
  const { champion, weightClass, reigns } = history.data;
  const name = champion ? `${champion.firstName} ${champion.lastName}` : '';
  const since = reigns[0] ? dayMonthYear(reigns[0].won.date, locale) : undefined;
  return (
    <section className="rankings-admin-title" aria-labelledby="rankings-admin-title-heading">
      <Typography.Title level={5} id="rankings-admin-title-heading">
        {t('rankingsAdmin.belt.heading')}
      </Typography.Title>
      <p>
        {champion && since
          ? t('rankingsAdmin.belt.holder', { name, date: `${since.day} ${since.month} ${since.year}` })
          : t('rankingsAdmin.belt.vacant')}
      </p>
      <div className="rankings-admin-title-actions">
        {champion ? (
          <Button danger onClick={() => setConfirming(true)}>
            {t('rankingsAdmin.belt.vacate')}
          </Button>
        ) : null}
        <Link to={`/titles/${weightClass.id}`}>{t('rankingsAdmin.belt.history')}</Link>
      </div>
      <DecisionDialog
        open={confirming}
        title={t('rankingsAdmin.belt.confirmTitle', { weightClass: weightClass.name })}
        okText={t('rankingsAdmin.belt.vacate')}
        danger
        loading={vacate.isPending}
        text={t('rankingsAdmin.belt.confirmText', { name, weightClass: weightClass.name })}
        field={{
          name: 'reason',
          label: t('rankingsAdmin.belt.reason'),
          rule: zodRule(VacateTitleRequestSchema.shape.reason),
          placeholder: t('rankingsAdmin.belt.reasonPlaceholder'),
          rows: 3,
          autoFocus: true,
          maxLength: 300,
        }}
        requiredMark="optional"
        onSubmit={(reason) =>
          vacate.mutate(
            { weightClassId: weightClass.id, body: { reason: reason?.trim() || null }, weightClass: weightClass.name },
            { onSettled: () => setConfirming(false) },
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
