import { Typography } from 'antd';
import { PERMISSION_AREAS, type PermissionArea } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { AreaCards, type AreaScreen } from './area-cards';
import { CustomerCounts } from './customer-counts';
import '../../../components/admin/admin.css';
import './admin.css';

/**
 * The back office's first page: a greeting, the staff member's areas, account counts for USERS, and the figures the
 * page gives (`figures`: charts of the areas held, from other features).
 */
export function AdminOverview({
  screens,
  figures,
}: {
  screens: Partial<Record<PermissionArea, AreaScreen[]>>;
  figures?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const held = PERMISSION_AREAS.filter((area) => session?.permissions.includes(area));
  const summary =
    held.length === PERMISSION_AREAS.length
      ? t('admin.overview.administrator')
      : t('admin.overview.someAreas', { held: held.length, total: PERMISSION_AREAS.length });
  return (
    <div className="admin-stack admin-page">
      <PageHeader
        title={t('admin.overview.greeting', { name: session?.fullName ?? '' })}
        subtitle={t('admin.overview.subtitle')}
      />
      {figures}
      {held.includes('USERS') ? <CustomerCounts /> : null}
      <section className="admin-stack" aria-labelledby="admin-areas-title">
        <div>
          <Typography.Title level={2} id="admin-areas-title" className="admin-section-title">
            {t('admin.overview.areasTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{held.length > 0 ? summary : null}</Typography.Text>
        </div>
        {held.length > 0 ? (
          <AreaCards areas={held} screens={screens} />
        ) : (
          <EmptyState text={t('admin.overview.noAreas')} />
        )}
      </section>
    </div>
  );
}
