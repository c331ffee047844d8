import { formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/**
 * 'Sat, 19 Dec 2026, 18:30 NPT (Poush 4, 2083 BS)': times on the home page are Kathmandu time, and say so; they are
 * events' starts, so the Bikram Sambat date goes beside them.
 */
export function useItemTime(): (instant: string) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (instant) => formatDateTimeWithBs(instant, locale, t('content.zone'));
}
