import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** 'Sat, 5 Dec 2026, 18:30 NPT': times on the home page are Kathmandu time, and say so. */
export function useItemTime(): (instant: string) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (instant) => `${formatDateTime(instant, locale)} ${t('content.zone')}`;
}
