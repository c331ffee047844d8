import {
  type DisplayLocale,
  dayMonthYear,
  formatDateTime,
  formatDateTimeWithBs,
} from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** 'Sat, 5 Dec 2026, 18:30 NPT': every time on these pages is Kathmandu time, and says so. */
export function useEventTime(): (instant: string) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (instant) => `${formatDateTime(instant, locale)} ${t('events.zone')}`;
}

/**
 * An event's start: 'Sat, 19 Dec 2026, 18:30 NPT (Poush 4, 2083 BS)'. Fans and venues plan by Bikram Sambat, so
 * event dates carry it beside the Gregorian date, in both languages.
 */
export function useEventDate(): (instant: string) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (instant) => formatDateTimeWithBs(instant, locale, t('events.zone'));
}

/** The day and short month of a list card's date block ('5', 'Dec'), in Kathmandu. */
export function dateBlock(instant: string, locale: DisplayLocale): { day: string; month: string } {
  const { day, month } = dayMonthYear(instant, locale);
  return { day, month };
}
