import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';

/** The 403 page of the back office. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta({ title: t('pages.forbiddenTitle'), noindex: true });
  return (
    <Result
      status="403"
      title={<h1 className="not-found-title">403</h1>}
      subTitle={t('pages.forbiddenText')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('admin.nav.overview')}
        </Button>
      }
    />
  );
}
