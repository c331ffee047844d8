import type { HomeSection } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

/** The section's title as staff wrote it, else a plain one for its kind. */
export function useSectionTitle(section: Pick<HomeSection, 'kind' | 'title'>): string {
  const { t } = useTranslation();
  return section.title?.trim() || t(`content.defaultTitles.${section.kind}`);
}
