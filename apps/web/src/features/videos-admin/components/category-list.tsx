import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PictureOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { App, Button, Progress, type TableColumnsType } from 'antd';
import type { AdminCategory } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPending } from '../../../components/admin/list-state';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { showError, showSuccess } from '../../../lib/feedback';
import { useAdminCategories } from '../api/categories';
import { useUploadCategoryImage } from '../api/category-image';
import { useDeleteCategory } from '../api/delete-category';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoryDialog } from './category-dialog';
import { FileButton } from '../../../components/admin/file-button';
import { IMAGE_MAX_MB, IMAGE_TYPES, imageProblem } from './poster-panel';
import { VIDEOS_LIST } from './paths';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import '../../../components/admin/admin.css';
import './videos-admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Editing = { category: AdminCategory | null } | null;

/** A category's picture, and the button that uploads or replaces it (with its progress). */
function CategoryImage({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const upload = useUploadCategoryImage();
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      showError(problem);
      return;
    }
    setProgress(0);
    upload.mutate(
      { id: category.id, file, onProgress: setProgress },
      {
        onSuccess: () => showSuccess(t('videosAdmin.categories.imageUploaded', { name: category.name })),
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <span className="videos-admin-category-image">
      {category.image ? (
        <img className="videos-admin-thumb" src={category.image.card} alt="" />
      ) : (
        <span className="videos-admin-thumb videos-admin-thumb-none" aria-hidden>
          <PictureOutlined />
        </span>
      )}
      {progress !== null ? (
        <Progress type="circle" percent={progress} size={28} aria-label={t('videosAdmin.poster.uploading')} />
      ) : (
        <FileButton
          size="small"
          accept={IMAGE_TYPES}
          onFile={choose}
          inputLabel={t('videosAdmin.categories.imageFor', { name: category.name })}
          aria-label={t('videosAdmin.categories.imageFor', { name: category.name })}
          title={t('videosAdmin.categories.imageHint', { maxMb: IMAGE_MAX_MB })}
        >
          {t(category.image ? 'videosAdmin.categories.replaceImage' : 'videosAdmin.categories.uploadImage')}
        </FileButton>
      )}
    </span>
  );
}

/** Every category in the hub's order: move up or down, add, rename, picture, delete (only when empty). */
export function CategoryList() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const isDesktop = useIsDesktop();
  const list = useAdminCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const all = list.data ?? [];

  const move = (category: AdminCategory, step: -1 | 1) => {
    const ids = all.map((item) => item.id);
    const from = ids.indexOf(category.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids, {
      onSuccess: () =>
        setAnnouncement(
          t('videosAdmin.categories.moved', { name: category.name, position: formatNumber(to + 1, locale) }),
        ),
    });
  };

  const confirmDelete = (category: AdminCategory) =>
    modal.confirm({
      title: t('videosAdmin.categories.deleteTitle', { name: category.name }),
      content: t(
        category.totalVideos > 0 ? 'videosAdmin.categories.deleteHasVideos' : 'videosAdmin.categories.deleteText',
        { count: category.totalVideos, n: formatNumber(category.totalVideos, locale) },
      ),
      okText: t('videosAdmin.categories.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(category.id)
          .then(() => showSuccess(t('videosAdmin.categories.deleted', { name: category.name })))
          // The refusal (it still holds videos) is shown as a notification; the dialog closes.
          .catch(() => undefined),
    });

  const moveButtons = (category: AdminCategory, index: number) => (
    <span className="videos-admin-move">
      <Button
        size={isDesktop ? 'small' : 'middle'}
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('videosAdmin.categories.moveUp', { name: category.name })}
        disabled={index === 0 || reorder.isPending}
        onClick={() => move(category, -1)}
      />
      <Button
        size={isDesktop ? 'small' : 'middle'}
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('videosAdmin.categories.moveDown', { name: category.name })}
        disabled={index === all.length - 1 || reorder.isPending}
        onClick={() => move(category, 1)}
      />
    </span>
  );
  const nepaliMarker = (category: AdminCategory) => (
    <NepaliMissingTag
      fields={missingNepali([
        [t('videosAdmin.categories.fields.name'), category.name, category.nameNe],
        [t('videosAdmin.categories.fields.description'), category.description, category.descriptionNe],
      ])}
    />
  );
  const counts = (category: AdminCategory) => (
    <Link to={`${VIDEOS_LIST}?category=${category.id}`}>
      {t('videosAdmin.categories.videoCounts', {
        total: formatNumber(category.totalVideos, locale),
        published: formatNumber(category.videoCount, locale),
      })}
    </Link>
  );
  const rowActions = (category: AdminCategory) => (
    <span className="admin-actions videos-admin-row-actions">
      <Button
        size={isDesktop ? 'small' : 'middle'}
        icon={<EditOutlined aria-hidden />}
        aria-label={t('videosAdmin.categories.editNamed', { name: category.name })}
        onClick={() => setEditing({ category })}
      >
        {t('videosAdmin.categories.edit')}
      </Button>
      <Button
        size={isDesktop ? 'small' : 'middle'}
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('videosAdmin.categories.deleteNamed', { name: category.name })}
        onClick={() => confirmDelete(category)}
      >
        {t('videosAdmin.categories.delete')}
      </Button>
    </span>
  );

  const columns: TableColumnsType<AdminCategory> = [
    {
      key: 'order',
      title: t('videosAdmin.categories.columns.order'),
      width: 120,
      render: (_, category, index) => (
        <span className="videos-admin-order">
          <span className="videos-admin-position">{formatNumber(index + 1, locale)}</span>
          {moveButtons(category, index)}
        </span>
      ),
    },
    {
      key: 'name',
      title: t('videosAdmin.categories.columns.name'),
      render: (_, category) => (
        <span className="videos-admin-two-lines">
          <span className="videos-admin-entry-name">{category.name}</span>
          {category.description ? <span className="admin-muted">{category.description}</span> : null}
          {nepaliMarker(category)}
        </span>
      ),
    },
    {
      key: 'image',
      title: t('videosAdmin.categories.columns.image'),
      render: (_, category) => <CategoryImage category={category} />,
    },
    { key: 'videos', title: t('videosAdmin.categories.columns.videos'), render: (_, category) => counts(category) },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('videosAdmin.categories.columns.actions')}</span>,
      align: 'right',
      render: (_, category) => rowActions(category),
    },
  ];

  return (
    <div className="admin-stack">
      <div className="videos-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ category: null })}>
          {t('videosAdmin.categories.add')}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {!list.data ? (
        <ListPending failed={list.isError} onRetry={() => void list.refetch()} />
      ) : isDesktop ? (
        <AdminTable<AdminCategory>
          columns={columns}
          items={all}
          loading={list.isFetching && !reorder.isPending}
          emptyText={t('videosAdmin.categories.empty')}
        />
      ) : all.length === 0 ? (
        <EmptyState text={t('videosAdmin.categories.empty')} />
      ) : (
        <ul className="admin-cards">
          {all.map((category, index) => (
            <li key={category.id} className="admin-card">
              <span className="admin-card-top">
                <span className="videos-admin-order">
                  <span className="videos-admin-position">{formatNumber(index + 1, locale)}</span>
                  <span className="admin-card-title">{category.name}</span>
                </span>
                {moveButtons(category, index)}
              </span>
              {category.description ? (
                <span className="admin-card-line admin-muted">{category.description}</span>
              ) : null}
              {nepaliMarker(category)}
              <span className="admin-card-line">{counts(category)}</span>
              <CategoryImage category={category} />
              {rowActions(category)}
            </li>
          ))}
        </ul>
      )}
      {editing ? <CategoryDialog category={editing.category} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
