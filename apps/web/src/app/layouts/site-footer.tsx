import { FacebookFilled } from '../../components/ui/icons/FacebookFilled';
import { InstagramFilled } from '../../components/ui/icons/InstagramFilled';
import { TikTokOutlined } from '../../components/ui/icons/TikTokOutlined';
import { XOutlined } from '../../components/ui/icons/XOutlined';
import { YoutubeFilled } from '../../components/ui/icons/YoutubeFilled';
import { formatDate } from '@ringside/contract/display/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandLines, usePublicConfig } from '../../lib/public-config';

const ICONS: Record<string, ReactNode> = {
  facebook: <FacebookFilled />,
  instagram: <InstagramFilled />,
  youtube: <YoutubeFilled />,
  tiktok: <TikTokOutlined />,
  x: <XOutlined />,
};

/** Internal paths stay in the app; configured external policy pages open in a new tab. */
function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { brand, links } = usePublicConfig();
  const { tagline } = useBrandLines();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <div className="footer-brand">{brand.name}</div>
          <p className="footer-tagline">{tagline}</p>
          {brand.contactEmail || brand.contactPhone ? (
            <p className="footer-contact">
              {t('footer.contact')}: {[brand.contactEmail, brand.contactPhone].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
        <nav className="footer-links" aria-label={t('footer.terms')}>
          <PolicyLink href={links.privacyPolicy}>{t('footer.privacy')}</PolicyLink>
          <PolicyLink href={links.terms}>{t('footer.terms')}</PolicyLink>
        </nav>
        {links.social.length > 0 ? (
          <div className="footer-social" aria-label={t('footer.follow')}>
            {links.social.map((social) => (
              <a key={social.network} href={social.url} target="_blank" rel="noreferrer" aria-label={social.network}>
                {ICONS[social.network] ?? social.network}
              </a>
            ))}
          </div>
        ) : null}
      </div>
      <div className="footer-rights">
        {t('footer.rights', { year: Number(formatDate(new Date()).slice(0, 4)), brand: brand.name })}
      </div>
    </footer>
  );
}
