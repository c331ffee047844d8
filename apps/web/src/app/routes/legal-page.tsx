import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/use-page-meta';
import { TextPanel } from '../../features/content/components/plain-page';
import { useBrandLines, usePublicConfig } from '../../lib/public-config';

/** The built-in privacy policy and terms, used unless PRIVACY_POLICY_URL or TERMS_URL point elsewhere. */
export function LegalPage({ titleKey, paragraphKeys }: { titleKey: string; paragraphKeys: string[] }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { description } = useBrandLines();
  const title = t(titleKey);
  usePageMeta({ title: `${title} | ${brand.shortName}`, description });
  const contact = brand.contactEmail ?? brand.contactPhone ?? brand.name;
  return (
    <div className="section narrow">
      <PageHeader title={title} />
      <TextPanel>
        {paragraphKeys.map((key) => (
          <p key={key}>{t(key, { brand: brand.name, contact })}</p>
        ))}
      </TextPanel>
    </div>
  );
}
