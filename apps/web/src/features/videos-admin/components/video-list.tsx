import { Select, type TableColumnsType } from 'antd';
import { PUBLICATIONS, VIDEO_STATUSES, type AdminVideo, type Publication, type VideoStatus } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useAdminVideos } from '../api/admin-videos';
import { useAdminCategories } from '../api/categories';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import { videoLink } from './paths';
import { formatClock } from '../upload/upload-stats';
import { useVideoListParams } from './video-list-params';
import { VideoState } from './video-state';
import { AccessTag, FeaturedTag, PublicationTag } from './video-tags';
import { VideoThumb } from './video-thumb';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import '../../../components/admin/admin.css';
import './videos-admin.css';

function CategoryFilter({ value, onChange }: { value: string | undefined; onChange: (next?: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useAdminCategories();
  return (
    <div className="admin-filter videos-admin-filter-select">
      <label htmlFor={id} className="admin-filter-label">
        {t('videosAdmin.list.categoryLabel')}
      </label>
      <Select
        id={id}
        allowClear
        value={value}
        onChange={(next?: string) => onChange(next)}
        placeholder={t('videosAdmin.list.allCategories')}
        loading={categories.isPending}
        options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
      />
    </div>
  );
}

function VideoTable({
  items,
  loading,
  emptyText,
  paging,
  from,
}: {
  items: AdminVideo[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  from: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useDisplayLocale();
  const none = t('admin.list.none');
  const columns: TableColumnsType<AdminVideo> = [
    {
      key: 'title',
      title: t('videosAdmin.list.columns.title'),
      render: (_, video) => (
        <span className="videos-admin-who">
          <VideoThumb poster={video.poster} />
          <span className="videos-admin-two-lines">
            <Link {...videoLink(video.id, from)} className="admin-strong-link">
              {video.title}
            </Link>
            <span className="admin-muted">
              {[video.durationSeconds ? formatClock(video.durationSeconds) : null, video.event?.name]
                .filter(Boolean)
                .join(' · ') || none}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'category',
      title: t('videosAdmin.list.columns.category'),
      render: (_, video) => video.category?.name ?? none,
    },
    {
      key: 'access',
      title: t('videosAdmin.list.columns.access'),
      render: (_, video) => <AccessTag access={video.access} />,
    },
    {
      key: 'status',
      title: t('videosAdmin.list.columns.status'),
      width: 200,
      render: (_, video) => <VideoState video={video} />,
    },
    {
      key: 'publication',
      title: t('videosAdmin.list.columns.publication'),
      render: (_, video) => (
        <span className="admin-tags">
          <PublicationTag publication={video.publication} />
          {video.featured ? <FeaturedTag /> : null}
          <NepaliMarker video={video} />
        </span>
      ),
    },
    {
      key: 'updated',
      title: t('videosAdmin.list.columns.updated'),
      className: 'admin-nowrap',
      render: (_, video) => <span className="admin-muted">{formatDateTime(video.updatedAt, locale)}</span>,
    },
  ];
  return (
    <AdminTable<AdminVideo>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={(video) => {
        const link = videoLink(video.id, from);
        void navigate(link.to, { state: link.state });
      }}
    />
  );
}

/** "Nepali missing" on a video whose title or description has no Nepali value. */
function NepaliMarker({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`videosAdmin.form.fields.${field}`);
  return (
    <NepaliMissingTag
      fields={missingNepali([
        [label('title'), video.title, video.titleNe],
        [label('description'), video.description, video.descriptionNe],
      ])}
    />
  );
}

function VideoCards({ items, from }: { items: AdminVideo[]; from: string }) {
  const { t } = useTranslation();
  return (
    <ul className="admin-cards">
      {items.map((video) => (
        <li key={video.id}>
          <Link {...videoLink(video.id, from)} className="admin-card videos-admin-card">
            <VideoThumb poster={video.poster} />
            <span className="videos-admin-card-body">
              <span className="admin-card-title">{video.title}</span>
              <span className="admin-card-line admin-muted">
                {[video.category?.name, video.durationSeconds ? formatClock(video.durationSeconds) : null]
                  .filter(Boolean)
                  .join(' · ') || t('videosAdmin.list.noCategory')}
              </span>
              <span className="admin-tags">
                <AccessTag access={video.access} />
                <PublicationTag publication={video.publication} />
                {video.featured ? <FeaturedTag /> : null}
                <NepaliMarker video={video} />
              </span>
              <VideoState video={video} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every video with its file's state, filtered by state, publication, category and title; asked again while any moves. */
export function VideoList() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useVideoListParams();
  const search = useAdminVideos(params.request);
  const from = location.pathname + location.search;
  const filtered = params.status || params.publication || params.categoryId || params.query;
  const emptyText = t(filtered ? 'videosAdmin.list.noMatch' : 'videosAdmin.list.empty');

  return (
    <div className="admin-stack">
      <div className="admin-filters videos-admin-filters">
        <SearchFilter
          type="search"
          label={t('videosAdmin.list.searchLabel')}
          placeholder={t('videosAdmin.list.searchPlaceholder')}
          value={params.query ?? ''}
          onSearch={(text) => params.setFilter('q', text)}
        />
        <CategoryFilter value={params.categoryId} onChange={(next) => params.setFilter('category', next)} />
        <FilterSegments<VideoStatus>
          label={t('videosAdmin.list.statusLabel')}
          allLabel={t('videosAdmin.list.all')}
          options={VIDEO_STATUSES.map((value) => ({ value, label: t(`videosAdmin.status.${value}`) }))}
          value={params.status}
          onChange={(next) => params.setFilter('status', next)}
        />
        <FilterSegments<Publication>
          label={t('videosAdmin.list.publicationLabel')}
          allLabel={t('videosAdmin.list.all')}
          options={PUBLICATIONS.map((value) => ({ value, label: t(`videosAdmin.publication.${value}`) }))}
          value={params.publication}
          onChange={(next) => params.setFilter('publication', next)}
        />
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <VideoTable
            items={items}
            loading={search.isFetching && search.isPlaceholderData}
            emptyText={emptyText}
            paging={paging}
            from={from}
          />
        )}
        cards={(items) => <VideoCards items={items} from={from} />}
      />
    </div>
  );
}
