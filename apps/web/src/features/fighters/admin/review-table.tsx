import type { TableColumnsType } from 'antd';
import type { FighterReviewItem } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { CountryFlag } from '../components/country-flag';
import { useCountryName } from '../../../components/admin/use-country-name';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { applicationName, reviewLink, trimKg } from './review-facts';
import { ReviewSent } from './review-sent';
import { ReviewKindTag, ReviewStatusTag } from './review-tags';

interface Props {
  items: FighterReviewItem[];
  loading: boolean;
  emptyText: string;
  paging: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /** The queue's address, to come back to from the review. */
  from: string;
}

/** The queue on desktop: one row per application; a click anywhere on the row opens the review. */
export function ReviewTable({ items, loading, emptyText, paging, from }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const none = t('admin.list.none');
  const columns: TableColumnsType<FighterReviewItem> = [
    {
      key: 'fighter',
      title: t('fightersAdmin.queue.columns.fighter'),
      render: (_, item) => {
        const name = applicationName(item);
        return (
          <span className="fighters-admin-who">
            <FighterAvatar photo={item.photo} name={name} />
            <span className="fighters-admin-who-text">
              <Link {...reviewLink(item.id, from)} className="admin-strong-link">
                {name || t('fightersAdmin.noName')}
              </Link>
              {item.nickname ? <span className="admin-muted">“{item.nickname}”</span> : null}
            </span>
          </span>
        );
      },
    },
    {
      key: 'kind',
      title: t('fightersAdmin.queue.columns.kind'),
      render: (_, item) => <ReviewKindTag isChange={item.isChange} />,
    },
    {
      key: 'weightClass',
      title: t('fightersAdmin.queue.columns.weightClass'),
      render: (_, item) =>
        item.weightClass ? (
          <span className="fighters-admin-two-lines">
            <span>{item.weightClass.name}</span>
            {item.weightClass.lowerKg !== null && item.weightClass.upperKg !== null ? (
              <span className="admin-muted">
                {t('fightersAdmin.kgRange', {
                  lower: trimKg(item.weightClass.lowerKg),
                  upper: trimKg(item.weightClass.upperKg),
                })}
              </span>
            ) : null}
          </span>
        ) : (
          none
        ),
    },
    {
      key: 'gender',
      title: t('fightersAdmin.queue.columns.gender'),
      render: (_, item) => (item.gender ? t(`fightersAdmin.genders.${item.gender}`) : none),
    },
    {
      key: 'nationality',
      title: t('fightersAdmin.queue.columns.nationality'),
      render: (_, item) =>
        item.nationality ? (
          <span className="fighters-admin-country">
            <CountryFlag code={item.nationality} />
            {countryName(item.nationality)}
          </span>
        ) : (
          none
        ),
    },
    {
      key: 'status',
      title: t('fightersAdmin.queue.columns.status'),
      render: (_, item) => <ReviewStatusTag status={item.status} />,
    },
    {
      key: 'sent',
      title: t('fightersAdmin.queue.columns.sent'),
      render: (_, item) => <ReviewSent item={item} />,
    },
  ];
  return (
    <AdminTable<FighterReviewItem>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={(item) => {
        const link = reviewLink(item.id, from);
        void navigate(link.to, { state: link.state });
      }}
    />
  );
}
