import { RightOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { PermissionArea } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaIcon } from './area-icon';

export interface AreaScreen {
  path: string;
  label: string;
}

/** A card per permission area held: what the area covers and links to its screens, or that none exist yet. */
export function AreaCards({
  areas,
  screens,
}: {
  areas: PermissionArea[];
  screens: Partial<Record<PermissionArea, AreaScreen[]>>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="admin-area-cards">
      {areas.map((area) => {
        const links = screens[area] ?? [];
        return (
          <li key={area}>
            <Card className="admin-panel admin-area-card">
              <div className="admin-area-head">
                <span className="admin-area-icon">
                  <AreaIcon area={area} />
                </span>
                <Typography.Title level={3} className="admin-area-name">
                  {t(`admin.areas.${area}.name`)}
                </Typography.Title>
              </div>
              <Typography.Paragraph type="secondary" className="admin-area-text">
                {t(`admin.areas.${area}.description`)}
              </Typography.Paragraph>
              {links.length > 0 ? (
                <nav aria-label={t(`admin.areas.${area}.name`)} className="admin-area-links">
                  {links.map((link) => (
                    <Link key={link.path} to={link.path} className="admin-area-link">
                      {link.label} <RightOutlined aria-hidden />
                    </Link>
                  ))}
                </nav>
              ) : (
                <Typography.Text type="secondary" italic className="admin-area-soon">
                  {t('admin.areas.noScreens')}
                </Typography.Text>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
