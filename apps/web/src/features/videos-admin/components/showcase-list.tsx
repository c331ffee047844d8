import type { TableColumnsType } from 'antd';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { type AdminShowcaseItem, useAdminShowcases } from '../api/admin-showcases';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import { showcaseLink } from './paths';
import { PublicationTag } from './video-tags';
import { VideoThumb } from './video-thumb';
import '../../../components/admin/admin.css';
import './videos-admin.css';

function ShowcaseTable({
  items,
  loading,
  emptyText,
  paging,
  from,
}: {
  items: AdminShowcaseItem[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  from: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useDisplayLocale();
  const columns: TableColumnsType<AdminShowcaseItem> = [
    {
      key: 'title',
      title: t('videosAdmin.showcases.columns.title'),
      render: (_, item) => (
        <span className="videos-admin-who">
          <VideoThumb poster={item.poster} />
          <Link {...showcaseLink(item.id, from)} className="admin-strong-link">
            {item.title}
          </Link>
        </span>
      ),
    },
    {
      key: 'videos',
      title: t('videosAdmin.showcases.columns.videos'),
      align: 'right',
      render: (_, item) => <span className="videos-admin-number">{formatNumber(item.videoCount, locale)}</span>,
    },
    {
      key: 'publication',
      title: t('videosAdmin.showcases.columns.publication'),
      render: (_, item) => <PublicationTag publication={item.publication} />,
    },
    {
      key: 'updated',
      title: t('videosAdmin.showcases.columns.updated'),
      className: 'admin-nowrap',
      render: (_, item) => <span className="admin-muted">{formatDateTime(item.updatedAt, locale)}</span>,
    },
  ];
  return (
    <AdminTable<AdminShowcaseItem>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={(item) => {
        const link = showcaseLink(item.id, from);
        void navigate(link.to, { state: link.state });
      }}
    />
  );
}

/** Every showcase (bundles of videos), drafts too, searched by title. */
export function ShowcaseList() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const location = useLocation();
  const params = useListParams(['q'] as const);
  const query = params.values.q?.trim().slice(0, 80) || undefined;
  const search = useAdminShowcases({ query, page: params.page, pageSize: PAGE_SIZE });
  const from = location.pathname + location.search;
  const emptyText = t(query ? 'videosAdmin.showcases.noMatch' : 'videosAdmin.showcases.empty');
  return (
    <div className="admin-stack">
      <div className="admin-filters">
        <SearchFilter
          type="search"
          label={t('videosAdmin.showcases.searchLabel')}
          placeholder={t('videosAdmin.showcases.searchPlaceholder')}
          value={query ?? ''}
          onSearch={(text) => params.setFilter('q', text)}
        />
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <ShowcaseTable items={items} loading={search.isFetching} emptyText={emptyText} paging={paging} from={from} />
        )}
        cards={(items) => (
          <ul className="admin-cards">
            {items.map((item) => (
              <li key={item.id}>
                <Link {...showcaseLink(item.id, from)} className="admin-card videos-admin-card">
                  <VideoThumb poster={item.poster} />
                  <span className="videos-admin-card-body">
                    <span className="admin-card-title">{item.title}</span>
                    <span className="admin-card-line admin-muted">
                      {t('videosAdmin.showcases.videoCount', {
                        count: item.videoCount,
                        n: formatNumber(item.videoCount, locale),
                      })}
                    </span>
                    <span className="admin-tags">
                      <PublicationTag publication={item.publication} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
