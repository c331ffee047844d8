import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSectionPreview } from '../api/admin-section-preview';
import { HomeSectionView } from '../components/home-sections-view';
import type { HomeSectionFields } from '../api/admin-save-section';

/**
 * The section as fans would see it with the dialog's current fields, drawn by the home page's own components
 * at a phone's width. It only shows: its links do not navigate from the back office.
 */
export function SectionPreview({ fields, sectionId }: { fields: HomeSectionFields; sectionId?: string }) {
  const { t } = useTranslation();
  const preview = useSectionPreview(fields, sectionId);
  return (
    <div className="content-admin-preview" aria-live="polite">
      <Typography.Text strong>{t('content.admin.preview.title')}</Typography.Text>
      <Typography.Paragraph type="secondary" className="content-admin-help">
        {t('content.admin.preview.hint')}
      </Typography.Paragraph>
      {!preview.data ? (
        preview.isError ? (
          <Typography.Text type="secondary">{t('content.admin.preview.unavailable')}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )
      ) : preview.data.items.length === 0 ? (
        <div className="content-admin-preview-empty">{t('content.admin.preview.empty')}</div>
      ) : (
        <div className="content-preview content-admin-preview-frame" inert>
          <HomeSectionView
            section={{
              id: sectionId ?? 'preview',
              kind: fields.kind,
              title: typeof fields.title === 'string' ? fields.title : null,
              more: preview.data.more,
              items: preview.data.items,
            }}
          />
        </div>
      )}
    </div>
  );
}
