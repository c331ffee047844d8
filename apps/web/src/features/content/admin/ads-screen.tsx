import { DeleteOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { AD_PLACEMENTS, type AdPlacement, type AdminAd } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { showSuccess } from '../../../lib/feedback';
import { type AdFilters, useAdminAds } from '../api/admin-ads';
import { useRemoveAd } from '../api/admin-remove-ad';
import { type AdState, adState } from './ad-form-values';
import { AdDialog } from './ad-dialog';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import '../../../components/admin/admin.css';
import './content-admin.css';

type Editing = { ad: AdminAd | null } | null;
type Running = 'RUNNING' | 'NOT_RUNNING';

const STATE_COLOURS: Record<AdState, string | undefined> = {
  RUNNING: 'green',
  SCHEDULED: 'blue',
  ENDED: undefined,
  OFF: undefined,
  NO_PICTURE: 'orange',
};

function StateTag({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation();
  const state = adState(ad);
  return (
    <Tag color={STATE_COLOURS[state]} className="admin-tag">
      {t(`content.admin.ads.state.${state}`)}
    </Tag>
  );
}

/** 'Sat, 5 Dec 2026, 18:30 – no end' in Kathmandu time; 'Always' without dates. */
function useDates(): (ad: AdminAd) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (ad) => {
    if (!ad.startsAt && !ad.endsAt) return t('content.admin.ads.always');
    const start = ad.startsAt ? formatDateTime(ad.startsAt, locale) : t('content.admin.ads.fromNow');
    const end = ad.endsAt ? formatDateTime(ad.endsAt, locale) : t('content.admin.ads.noEnd');
    return `${start} – ${end}`;
  };
}

/** "Nepali missing" on an ad whose title has no Nepali value. */
function NepaliMarker({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation();
  return <NepaliMissingTag fields={missingNepali([[t('content.admin.ads.fields.title'), ad.title, ad.titleNe]])} />;
}

function Thumb({ ad }: { ad: AdminAd }) {
  return (
    <span className="content-admin-ad-thumb">
      {ad.image ? (
        <img src={ad.image.wide} alt="" width={120} height={30} loading="lazy" />
      ) : (
        <PictureOutlined aria-hidden />
      )}
    </span>
  );
}

/** /admin/ads: every ad by placement and whether it runs now, with its dates in Kathmandu time. */
export function AdsScreen() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const isDesktop = useIsDesktop();
  const placementId = useId();
  const dates = useDates();
  const [filters, setFilters] = useState<AdFilters>({ page: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminAds(filters);
  const remove = useRemoveAd();
  const page = list.data;

  const running: Running | undefined =
    filters.running === undefined ? undefined : filters.running ? 'RUNNING' : 'NOT_RUNNING';
  const confirmRemove = (ad: AdminAd) =>
    modal.confirm({
      title: t('content.admin.ads.removeTitle', { name: ad.title }),
      content: t('content.admin.ads.removeText'),
      okText: t('content.admin.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(ad.id).then(() => showSuccess(t('content.admin.ads.removed'))),
    });
  const actions = (ad: AdminAd) => (
    <span className="admin-actions">
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('content.admin.ads.editNamed', { name: ad.title })}
        onClick={() => setEditing({ ad })}
      >
        {t('content.admin.edit')}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('content.admin.ads.removeNamed', { name: ad.title })}
        onClick={() => confirmRemove(ad)}
      />
    </span>
  );

  const columns: TableColumnsType<AdminAd> = [
    { key: 'image', title: t('content.admin.ads.columns.image'), render: (_, ad) => <Thumb ad={ad} /> },
    {
      key: 'title',
      title: t('content.admin.ads.columns.title'),
      render: (_, ad) => (
        <span className="admin-tags">
          <strong>{ad.title}</strong>
          <NepaliMarker ad={ad} />
        </span>
      ),
    },
    {
      key: 'placement',
      title: t('content.admin.ads.columns.placement'),
      render: (_, ad) => t(`content.admin.placements.${ad.placement}`),
    },
    {
      key: 'dates',
      title: `${t('content.admin.ads.columns.dates')} (${t('content.zone')})`,
      className: 'admin-nowrap',
      render: (_, ad) => dates(ad),
    },
    { key: 'state', title: t('content.admin.ads.columns.state'), render: (_, ad) => <StateTag ad={ad} /> },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('content.admin.ads.columns.actions')}</span>,
      align: 'right',
      render: (_, ad) => actions(ad),
    },
  ];

  return (
    <div className="admin-page admin-stack">
      <PageHeader
        title={t('content.admin.ads.title')}
        subtitle={t('content.admin.ads.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ ad: null })}>
            {t('content.admin.ads.add')}
          </Button>
        }
      />
      <div className="admin-filters">
        <div className="admin-filter content-admin-placement-filter">
          <label htmlFor={placementId} className="admin-filter-label">
            {t('content.admin.ads.fields.placement')}
          </label>
          <Select<AdPlacement | 'ALL'>
            id={placementId}
            value={filters.placement ?? 'ALL'}
            onChange={(value) => setFilters({ ...filters, placement: value === 'ALL' ? undefined : value, page: 1 })}
            options={[
              { value: 'ALL', label: t('content.admin.ads.allPlacements') },
              ...AD_PLACEMENTS.map((value) => ({ value, label: t(`content.admin.placements.${value}`) })),
            ]}
          />
        </div>
        <FilterSegments<Running>
          label={t('content.admin.ads.columns.state')}
          allLabel={t('content.admin.ads.all')}
          options={[
            { value: 'RUNNING', label: t('content.admin.ads.running') },
            { value: 'NOT_RUNNING', label: t('content.admin.ads.notRunning') },
          ]}
          value={running}
          onChange={(value) =>
            setFilters({ ...filters, running: value === undefined ? undefined : value === 'RUNNING', page: 1 })
          }
        />
      </div>
      {!page ? (
        <ListPending failed={list.isError} onRetry={() => void list.refetch()} />
      ) : isDesktop ? (
        <AdminTable<AdminAd>
          columns={columns}
          items={page.items}
          loading={list.isFetching}
          emptyText={t('content.admin.ads.empty')}
          paging={{ ...page, onPage: (next) => setFilters({ ...filters, page: next }) }}
          onOpen={(ad) => setEditing({ ad })}
        />
      ) : page.items.length === 0 ? (
        <EmptyState text={t('content.admin.ads.empty')} />
      ) : (
        <>
          <ul className="admin-cards">
            {page.items.map((ad) => (
              <li key={ad.id} className="admin-card">
                <span className="admin-card-top">
                  <span className="admin-card-title">{ad.title}</span>
                  <span className="admin-tags">
                    <StateTag ad={ad} />
                    <NepaliMarker ad={ad} />
                  </span>
                </span>
                {ad.image ? (
                  <img
                    className="content-admin-ad-card-image"
                    src={ad.image.wide}
                    alt=""
                    width={1200}
                    height={300}
                    loading="lazy"
                  />
                ) : null}
                <span className="admin-card-line">{t(`content.admin.placements.${ad.placement}`)}</span>
                <span className="admin-card-meta">
                  {ad.startsAt || ad.endsAt ? `${dates(ad)} ${t('content.zone')}` : dates(ad)}
                </span>
                {actions(ad)}
              </li>
            ))}
          </ul>
          <PhonePager {...page} onPage={(next) => setFilters({ ...filters, page: next })} />
        </>
      )}
      {page ? (
        <Typography.Text type="secondary" className="admin-total">
          {t('admin.list.total', { total: formatNumber(page.total, locale) })}
        </Typography.Text>
      ) : null}
      <AdDialog open={editing !== null} ad={editing?.ad ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}
