import { useTranslation } from 'react-i18next';
import { agoOf } from './review-facts';

/** '3 days ago' / '३ दिन अघि' in the interface language. */
export function useTimeAgo(): (iso: string) => string {
  const { t } = useTranslation();
  return (iso) => {
    const { key, count } = agoOf(iso);
    return t(key, { count });
  };
}
