import { FacebookFilled } from '../../../components/ui/icons/FacebookFilled';
import { GlobalOutlined } from '../../../components/ui/icons/GlobalOutlined';
import { InstagramFilled } from '../../../components/ui/icons/InstagramFilled';
import { TikTokOutlined } from '../../../components/ui/icons/TikTokOutlined';
import { XOutlined } from '../../../components/ui/icons/XOutlined';
import { YoutubeFilled } from '../../../components/ui/icons/YoutubeFilled';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  facebook: <FacebookFilled />,
  instagram: <InstagramFilled />,
  tiktok: <TikTokOutlined />,
  youtube: <YoutubeFilled />,
  x: <XOutlined />,
  website: <GlobalOutlined />,
};

/** The fighter's own links, as icons in a fixed order; links leave the site in a new tab, uncredited. */
export function SocialLinks({ links, name }: { links: Record<string, string>; name: string }) {
  const { t } = useTranslation();
  const present = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <ul className="fighters-social" aria-label={t('fighters.profile.follow', { name })}>
      {present.map((network) => (
        <li key={network}>
          <a
            href={links[network]}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={t(`fighters.social.${network}`)}
            title={t(`fighters.social.${network}`)}
          >
            {SOCIAL_ICONS[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
