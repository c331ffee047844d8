import type { AdminHomeSection } from '@ringside/contract';
import type { TFunction } from 'i18next';

/** One line that says where a section's tiles come from (and, for a banner, where a click goes). */
export function sectionSummary(section: AdminHomeSection, t: TFunction): string {
  const picked = section.itemIds.length;
  switch (section.kind) {
    case 'HERO_EVENT':
      return picked ? t('content.admin.summary.heroPicked') : t('content.admin.summary.heroNext');
    case 'VIDEO_ROW':
      return section.source === 'PICKED'
        ? t('content.admin.summary.picked', { count: picked })
        : t('content.admin.summary.videos', {
            source: t(`content.admin.sources.${section.source}`),
            limit: section.limit,
          });
    case 'BANNER':
      return section.action.action === 'NONE'
        ? t('content.admin.summary.bannerNone')
        : t('content.admin.summary.banner', {
            action: t(`content.admin.action.actions.${section.action.action}`),
            url: section.action.url ?? '',
            tab: t(`content.admin.action.redirects.${section.action.redirect}`),
          });
    default:
      return picked
        ? t('content.admin.summary.picked', { count: picked })
        : t('content.admin.summary.automatic', { limit: section.limit });
  }
}
