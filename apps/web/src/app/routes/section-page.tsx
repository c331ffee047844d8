import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/use-page-meta';
import { TextPanel } from '../../features/content/components/plain-page';
import { useBrandLines, usePublicConfig } from '../../lib/public-config';

/** A public section (events, fighters, videos) until its capability fills it. */
export function SectionPage({ titleKey, emptyKey }: { titleKey: string; emptyKey: string }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { description } = useBrandLines();
  const title = t(titleKey);
  usePageMeta({ title: `${title} | ${brand.shortName}`, description });
  return (
    <div className="section">
      <PageHeader title={title} />
      <TextPanel>
        <EmptyState text={t(emptyKey)} />
      </TextPanel>
    </div>
  );
}
