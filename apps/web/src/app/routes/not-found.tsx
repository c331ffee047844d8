import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { usePublicConfig } from '../../lib/public-config';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('pages.notFoundTitle')} | ${brand.shortName}`, noindex: true });
  return (
    <Result
      status="404"
      // The page's heading: what a screen reader lands on, and where focus goes when a link leads here.
      title={<h1 className="not-found-title">{t('pages.notFoundTitle')}</h1>}
      subTitle={t('pages.notFoundText')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('pages.backHome')}
        </Button>
      }
    />
  );
}
