import type { DisplayLocale } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';

/** The interface language as a date locale; re-renders when the language switches. */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'ne' ? 'ne' : 'en';
}
