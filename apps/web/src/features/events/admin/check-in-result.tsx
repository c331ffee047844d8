import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { CheckInResult } from '@ringside/contract';
import { formatTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** What the door learns from one scan. */
export type CheckInOutcome =
  | { kind: 'admitted'; result: CheckInResult }
  | { kind: 'again'; result: CheckInResult }
  | { kind: 'refused'; message: string };

const ICONS = {
  admitted: <CheckCircleFilled aria-hidden />,
  again: <ExclamationCircleFilled aria-hidden />,
  refused: <CloseCircleFilled aria-hidden />,
};

/**
 * The answer, big enough to read at arm's length: green "Checked in" with the holder's name, amber "Already
 * checked in" with the first time (and by whom), red with the reason a code is refused. Announced as it changes.
 */
export function CheckInResultPanel({ outcome }: { outcome: CheckInOutcome | null }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  if (!outcome)
    return (
      <div className="events-admin-result-panel events-admin-result-idle" role="status">
        {t('eventsAdmin.checkIn.ready')}
      </div>
    );
  const heading =
    outcome.kind === 'admitted'
      ? t('eventsAdmin.checkIn.admitted')
      : outcome.kind === 'again'
        ? outcome.result.checkedInBy
          ? t('eventsAdmin.checkIn.alreadyBy', {
              time: formatTime(outcome.result.checkedInAt, locale),
              name: outcome.result.checkedInBy,
            })
          : t('eventsAdmin.checkIn.already', { time: formatTime(outcome.result.checkedInAt, locale) })
        : t('eventsAdmin.checkIn.refused');
  return (
    <div
      className={`events-admin-result-panel events-admin-result-${outcome.kind}`}
      role="alert"
      data-testid="check-in-result"
    >
      <span className="events-admin-result-icon">{ICONS[outcome.kind]}</span>
      <span className="events-admin-result-text">
        <strong className="events-admin-result-heading">{heading}</strong>
        <span className="events-admin-result-detail">
          {outcome.kind === 'refused' ? outcome.message : outcome.result.holderName}
        </span>
      </span>
    </div>
  );
}
