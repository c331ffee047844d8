import type { AdminEventItem } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Counts = AdminEventItem['counts'];

/** Pending registrations (highlighted while any wait), attendees and those checked in. */
export function EventCountsLine({ counts }: { counts: Counts }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  return (
    <span className="events-admin-counts">
      <span className={counts.pendingRegistrations > 0 ? 'events-admin-waiting' : undefined}>
        {t('eventsAdmin.counts.pending', {
          count: counts.pendingRegistrations,
          n: formatNumber(counts.pendingRegistrations, locale),
        })}
      </span>
      <span>
        {t('eventsAdmin.counts.attendees', { count: counts.attendees, n: formatNumber(counts.attendees, locale) })}
      </span>
      <span>{t('eventsAdmin.counts.checkedIn', { n: formatNumber(counts.checkedIn, locale) })}</span>
    </span>
  );
}
