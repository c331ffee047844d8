import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import type { MasterData, MasterDataKind } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPending } from '../../../components/admin/list-state';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import { EmptyState } from '../../../components/empty-state';
import { showSuccess } from '../../../lib/feedback';
import { useReorderMasterData } from '../api/admin-reorder-master-data';
import { useRetireMasterData } from '../api/admin-retire-master-data';
import { useMasterData } from '../api/master-data';
import { MasterDataForm } from './master-data-form';
import { trimKg } from './review-facts';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Editing = { entry: MasterData | null } | null;

/** One kind of master data in its order: move up or down, add, edit, retire and restore. */
export function MasterDataPanel({ kind }: { kind: MasterDataKind }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const retiredId = useId();
  const list = useMasterData(kind);
  const reorder = useReorderMasterData();
  const retire = useRetireMasterData();
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const none = t('admin.list.none');

  const all = list.data ?? [];
  const retiredCount = all.filter((entry) => entry.retired).length;
  const shown = showRetired ? all : all.filter((entry) => !entry.retired);

  /** Swaps an entry with its neighbour among those shown; the order sent lists every entry of the kind. */
  const move = (entry: MasterData, step: -1 | 1) => {
    const index = shown.findIndex((item) => item.id === entry.id);
    const neighbour = shown[index + step];
    if (!neighbour) return;
    const ids = all.map((item) => item.id);
    const from = ids.indexOf(entry.id);
    const to = ids.indexOf(neighbour.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(
      { kind, ids },
      {
        onSuccess: () =>
          setAnnouncement(`${t('fightersAdmin.masterData.orderSaved')} ${entry.name}: ${index + step + 1}`),
      },
    );
  };

  const toggleRetired = (entry: MasterData) =>
    retire.mutate(
      { id: entry.id, kind, retired: !entry.retired },
      {
        onSuccess: () =>
          showSuccess(
            t(entry.retired ? 'fightersAdmin.masterData.restored' : 'fightersAdmin.masterData.retired', {
              name: entry.name,
            }),
          ),
      },
    );

  const position = (entry: MasterData) => shown.findIndex((item) => item.id === entry.id);
  const moveButtons = (entry: MasterData) => {
    const index = position(entry);
    return (
      <span className="fighters-admin-move">
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('fightersAdmin.masterData.moveUp', { name: entry.name })}
          disabled={index <= 0 || reorder.isPending}
          onClick={() => move(entry, -1)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('fightersAdmin.masterData.moveDown', { name: entry.name })}
          disabled={index >= shown.length - 1 || reorder.isPending}
          onClick={() => move(entry, 1)}
        />
      </span>
    );
  };
  const rowActions = (entry: MasterData, block = false) => (
    <span
      className={block ? 'fighters-admin-row-actions fighters-admin-row-actions-block' : 'fighters-admin-row-actions'}
    >
      <Button
        size={block ? 'middle' : 'small'}
        icon={<EditOutlined aria-hidden />}
        aria-label={t('fightersAdmin.masterData.editNamed', { name: entry.name })}
        onClick={() => setEditing({ entry })}
      >
        {t('fightersAdmin.masterData.edit')}
      </Button>
      <Button
        size={block ? 'middle' : 'small'}
        danger={!entry.retired}
        loading={retire.isPending && retire.variables?.id === entry.id}
        aria-label={t(
          entry.retired ? 'fightersAdmin.masterData.restoreNamed' : 'fightersAdmin.masterData.retireNamed',
          {
            name: entry.name,
          },
        )}
        onClick={() => toggleRetired(entry)}
      >
        {t(entry.retired ? 'fightersAdmin.masterData.restore' : 'fightersAdmin.masterData.retire')}
      </Button>
    </span>
  );
  const nameCell = (entry: MasterData) => (
    <span className="fighters-admin-who">
      {kind === 'AFFILIATION' ? (
        <Avatar shape="square" size={32} src={entry.logoUrl ?? undefined} className="fighters-admin-logo" aria-hidden>
          {entry.name.slice(0, 1)}
        </Avatar>
      ) : null}
      <span className="fighters-admin-who-text">
        <span className="fighters-admin-entry-name">{entry.name}</span>
        {entry.nameNe ? (
          <span className="admin-muted" lang="ne">
            {entry.nameNe}
          </span>
        ) : (
          <NepaliMissingTag
            fields={missingNepali([[t('fightersAdmin.masterData.fields.name'), entry.name, entry.nameNe]])}
          />
        )}
      </span>
    </span>
  );
  const limits = (entry: MasterData) =>
    entry.lowerKg !== null && entry.upperKg !== null
      ? t('fightersAdmin.kgRange', { lower: trimKg(entry.lowerKg), upper: trimKg(entry.upperKg) })
      : none;
  const stateTag = (entry: MasterData) =>
    entry.retired ? (
      <Tag className="admin-tag">{t('fightersAdmin.masterData.retiredTag')}</Tag>
    ) : (
      <Tag color="green" className="admin-tag">
        {t('fightersAdmin.masterData.activeTag')}
      </Tag>
    );

  const columns: TableColumnsType<MasterData> = [
    {
      key: 'order',
      title: t('fightersAdmin.masterData.columns.order'),
      width: 120,
      render: (_, entry) => (
        <span className="fighters-admin-order">
          <span className="fighters-admin-position">{formatNumber(position(entry) + 1, locale)}</span>
          {moveButtons(entry)}
        </span>
      ),
    },
    ...(kind === 'TITLE'
      ? [
          {
            key: 'code',
            title: t('fightersAdmin.masterData.columns.code'),
            render: (_: unknown, entry: MasterData) => <code className="fighters-admin-code">{entry.code}</code>,
          },
        ]
      : []),
    { key: 'name', title: t('fightersAdmin.masterData.columns.name'), render: (_, entry) => nameCell(entry) },
    ...(kind === 'WEIGHT_CLASS'
      ? [
          {
            key: 'gender',
            title: t('fightersAdmin.masterData.columns.gender'),
            render: (_: unknown, entry: MasterData) =>
              entry.gender ? t(`fightersAdmin.genders.${entry.gender}`) : none,
          },
          {
            key: 'limits',
            title: t('fightersAdmin.masterData.columns.limits'),
            className: 'admin-nowrap',
            render: (_: unknown, entry: MasterData) => limits(entry),
          },
        ]
      : []),
    ...(kind === 'AFFILIATION'
      ? [
          {
            key: 'city',
            title: t('fightersAdmin.masterData.columns.city'),
            render: (_: unknown, entry: MasterData) => entry.city ?? none,
          },
        ]
      : []),
    // Every entry shown is in use unless the retired ones are shown too.
    ...(showRetired
      ? [
          {
            key: 'state',
            title: t('fightersAdmin.masterData.columns.state'),
            render: (_: unknown, entry: MasterData) => stateTag(entry),
          },
        ]
      : []),
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('fightersAdmin.masterData.columns.actions')}</span>,
      align: 'right',
      render: (_, entry) => rowActions(entry),
    },
  ];

  return (
    <div className="admin-stack">
      <div className="fighters-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ entry: null })}>
          {t(`fightersAdmin.masterData.add.${kind}`)}
        </Button>
        <span className="fighters-admin-retired-toggle">
          <Switch
            id={retiredId}
            size="small"
            checked={showRetired}
            onChange={setShowRetired}
            disabled={retiredCount === 0 && !showRetired}
          />
          <label htmlFor={retiredId}>
            {t('fightersAdmin.masterData.showRetired', { count: formatNumber(retiredCount, locale) })}
          </label>
        </span>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {!list.data ? (
        <ListPending failed={list.isError} onRetry={() => void list.refetch()} />
      ) : isDesktop ? (
        <AdminTable<MasterData>
          columns={columns}
          items={shown}
          loading={list.isFetching && !reorder.isPending}
          emptyText={t(`fightersAdmin.masterData.empty.${kind}`)}
          rowClassName={(entry) => (entry.retired ? 'fighters-admin-retired' : '')}
        />
      ) : shown.length === 0 ? (
        <EmptyState text={t(`fightersAdmin.masterData.empty.${kind}`)} />
      ) : (
        <ul className="admin-cards">
          {shown.map((entry) => (
            <li key={entry.id} className={entry.retired ? 'admin-card fighters-admin-retired' : 'admin-card'}>
              <span className="admin-card-top">
                <span className="admin-card-title">
                  {kind === 'TITLE' ? <code className="fighters-admin-code">{entry.code}</code> : null}{' '}
                  {nameCell(entry)}
                </span>
                {entry.retired ? stateTag(entry) : null}
              </span>
              {kind === 'WEIGHT_CLASS' ? (
                <span className="admin-card-line">
                  {[entry.gender ? t(`fightersAdmin.genders.${entry.gender}`) : null, limits(entry)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : null}
              {kind === 'AFFILIATION' && entry.city ? <span className="admin-card-line">{entry.city}</span> : null}
              <span className="fighters-admin-card-actions">
                <span className="fighters-admin-order">
                  <span className="fighters-admin-position">{formatNumber(position(entry) + 1, locale)}</span>
                  {moveButtons(entry)}
                </span>
                {rowActions(entry)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {!list.data ? null : (
        <Typography.Text type="secondary" className="admin-total">
          {t('fightersAdmin.masterData.count', {
            active: formatNumber(all.length - retiredCount, locale),
            retired: formatNumber(retiredCount, locale),
          })}
        </Typography.Text>
      )}
      <MasterDataForm
        kind={kind}
        open={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
