import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { UnsubscribeView } from '../../features/following/components/unsubscribe-view';
import { usePublicConfig } from '../../lib/public-config';

/** /alerts/unsubscribe?token=...: an alert email's "Stop alert emails" link, without signing in. */
export default function AlertsUnsubscribePage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const [search] = useSearchParams();
  usePageMeta({ title: `${t('following.unsubscribe.title')} | ${brand.shortName}`, noindex: true });
  return <UnsubscribeView token={search.get('token')} />;
}
