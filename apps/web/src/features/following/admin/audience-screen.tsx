import { useQuery } from '@tanstack/react-query';
import type { FollowerCounts } from '@ringside/contract';
import { Card, Empty, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { formatNumber } from '@ringside/contract/display/numbers';

type Row = FollowerCounts['fighters'][number];

/** How many fans follow each fighter and event: the reach of the alerts (decision 70). */
export function AudienceScreen() {
  const { t, i18n } = useTranslation();
  const counts = useQuery({
    queryKey: ['follows', 'admin', 'counts'],
    queryFn: () => api.get('/follows/admin/counts'),
  });
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const columns = (path: 'fighters' | 'events') => [
    {
      title: t('followingAdmin.name'),
      dataIndex: 'name',
      render: (name: string, row: Row) => <Link to={`/${path}/${row.slug}`}>{name}</Link>,
    },
    {
      title: t('followingAdmin.followers'),
      dataIndex: 'followers',
      align: 'right' as const,
      render: (followers: number) => formatNumber(followers, language),
    },
  ];
  const data = counts.data;
  return (
    <div className="following-audience">
      <Card>
        <Statistic
          title={t('followingAdmin.fans')}
          value={data ? formatNumber(data.fans, language) : '–'}
          loading={counts.isPending}
        />
      </Card>
      {(['fighters', 'events'] as const).map((path) => (
        <Card key={path} title={t(`followingAdmin.${path}`)} style={{ marginTop: 16 }}>
          <Table<Row>
            rowKey="id"
            size="small"
            loading={counts.isPending}
            columns={columns(path)}
            dataSource={data?.[path] ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description={t('followingAdmin.empty')} /> }}
          />
        </Card>
      ))}
    </div>
  );
}
