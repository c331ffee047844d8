import { ClockCircleOutlined } from '@ant-design/icons';
import type { FighterReviewItem } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { waitedDays, WAITING_LONG_DAYS } from './review-facts';
import { useTimeAgo } from './use-time-ago';

/**
 * How long ago the application was sent ("Sent 3 days ago") over the exact Kathmandu time; a pending one
 * that has waited long stands out. Drafts show when they were last saved instead.
 */
export function ReviewSent({ item }: { item: Pick<FighterReviewItem, 'status' | 'submittedAt' | 'updatedAt'> }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const timeAgo = useTimeAgo();
  const sent = item.status !== 'DRAFT' && item.submittedAt ? item.submittedAt : null;
  const at = sent ?? item.updatedAt;
  const long = item.status === 'PENDING' && waitedDays(sent) >= WAITING_LONG_DAYS;
  return (
    <span className="fighters-admin-sent">
      <span className={long ? 'fighters-admin-waiting-long' : undefined}>
        {long ? <ClockCircleOutlined aria-hidden /> : null}{' '}
        {t(sent ? 'fightersAdmin.queue.sentAgo' : 'fightersAdmin.queue.savedAgo', { ago: timeAgo(at) })}
        {long ? (
          <span className="visually-hidden">
            {' '}
            ({t('fightersAdmin.queue.waitingLong', { days: WAITING_LONG_DAYS })})
          </span>
        ) : null}
      </span>
      <span className="admin-muted fighters-admin-sent-at">{formatDateTime(at, locale)}</span>
    </span>
  );
}
