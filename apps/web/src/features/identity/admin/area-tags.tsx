import { Tag } from 'antd';
import { PERMISSION_AREAS, type PermissionArea } from '@ringside/contract';
import { useTranslation } from 'react-i18next';

/** A staff member's permission areas as tags, in the catalogue's order; all four read "Administrator". */
export function AreaTags({ areas }: { areas: PermissionArea[] }) {
  const { t } = useTranslation();
  if (areas.length === 0) return <span className="admin-muted">{t('admin.list.none')}</span>;
  const held = PERMISSION_AREAS.filter((area) => areas.includes(area));
  return (
    <span className="admin-tags">
      {held.length === PERMISSION_AREAS.length ? (
        <Tag color="red" className="admin-tag">
          {t('admin.areas.administrator')}
        </Tag>
      ) : null}
      {held.map((area) => (
        <Tag key={area} className="admin-tag">
          {t(`admin.areas.${area}.name`)}
        </Tag>
      ))}
    </span>
  );
}
