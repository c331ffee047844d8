import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { FfmpegWarning } from '../../../features/videos-admin/components/ffmpeg-warning';
import { VideoList } from '../../../features/videos-admin/components/video-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/videos (DASHBOARD): every video with its file's state; new videos start here. */
export default function AdminVideosPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  usePageMeta({ title: `${t('admin.nav.videos')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page admin-stack">
        <PageHeader
          title={t('videosAdmin.list.title')}
          subtitle={t('videosAdmin.list.subtitle')}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/admin/videos/new')}
            >
              {t('videosAdmin.list.newVideo')}
            </Button>
          }
        />
        <FfmpegWarning />
        <VideoList />
      </div>
    </RequireArea>
  );
}
