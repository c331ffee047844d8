import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { usePageMeta } from '../../components/use-page-meta';
import { LostInTheCage } from '../../features/content/components/plain-page';
import { usePublicConfig } from '../../lib/public-config';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('pages.notFoundTitle')} | ${brand.shortName}`, noindex: true });
  return (
    <div className="section content-not-found">
      <LostInTheCage />
      {/* The page's heading: what a screen reader lands on, and where focus goes when a link leads here. */}
      <StatusMessage
        status="not-found"
        headingLevel={1}
        title={t('pages.notFoundTitle')}
        extra={
          <Button variant="primary" onClick={() => void navigate('/')}>
            {t('pages.backHome')}
          </Button>
        }
      >
        {t('pages.notFoundText')}
      </StatusMessage>
    </div>
  );
}
