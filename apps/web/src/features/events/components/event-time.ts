import { DISPLAY_TIME_ZONE, type DisplayLocale, formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** 'Sat, 5 Dec 2026, 18:30 NPT': every time on these pages is Kathmandu time, and says so. */
export function useEventTime(): (instant: string) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (instant) => `${formatDateTime(instant, locale)} ${t('events.zone')}`;
}

const blockFormats = new Map<DisplayLocale, Intl.DateTimeFormat>();

/** The day and short month of a list card's date block ('5', 'Dec'), in Kathmandu. */
export function dateBlock(instant: string, locale: DisplayLocale): { day: string; month: string } {
  let format = blockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ne' ? 'ne-NP' : 'en-US', {
      day: 'numeric',
      month: 'short',
      timeZone: DISPLAY_TIME_ZONE,
    });
    blockFormats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(instant));
  return {
    day: parts.find((part) => part.type === 'day')?.value ?? '',
    month: parts.find((part) => part.type === 'month')?.value ?? '',
  };
}
