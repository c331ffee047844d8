import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta({ title: t('pages.notFoundTitle'), noindex: true });
  return (
    <Result
      status="404"
      title={t('pages.notFoundTitle')}
      subTitle={t('pages.notFoundText')}
      extra={<Button type="primary" onClick={() => void navigate('/')}>{t('pages.backHome')}</Button>}
    />
  );
}
