import { formatDateTime } from '@ringside/contract/display/dates';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** The start in Kathmandu time, as a <time> element. */
export function EventWhen({ startsAt }: { startsAt: string }) {
  const locale = useDisplayLocale();
  return (
    <time dateTime={startsAt} className="admin-nowrap">
      {formatDateTime(startsAt, locale)}
    </time>
  );
}
