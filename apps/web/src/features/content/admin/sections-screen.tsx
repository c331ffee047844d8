import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Tag, Typography } from 'antd';
import type { AdminHomeSection, HomeItem } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPending } from '../../../components/admin/list-state';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { showSuccess } from '../../../lib/feedback';
import { useAdminSections } from '../api/admin-sections';
import { useRemoveSection } from '../api/admin-remove-section';
import { useReorderSections } from '../api/admin-reorder-sections';
import { useSectionTitle } from '../components/section-title';
import { SectionDialog } from './section-dialog';
import { sectionSummary } from './section-summary';
import { NepaliMissingTag } from '../../../components/antd/bilingual-field';
import { missingNepali } from '../../../components/antd/nepali-missing';
import '../../../components/admin/admin.css';
import './content-admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Editing = { section: AdminHomeSection | null } | null;

/** Whether fans see the section now: switched off, left out (nothing to show) or shown. */
function StateTag({ section }: { section: AdminHomeSection }) {
  const { t } = useTranslation();
  if (!section.active) return <Tag className="admin-tag">{t('content.admin.sections.state.off')}</Tag>;
  if (section.preview.length === 0)
    return (
      <Tag color="orange" className="admin-tag">
        {t('content.admin.sections.state.empty')}
      </Tag>
    );
  return (
    <Tag color="green" className="admin-tag">
      {t('content.admin.sections.state.shown')}
    </Tag>
  );
}

/** The first few tiles fans see, as small pictures. */
function Thumbs({ items }: { items: HomeItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="content-admin-thumbs" aria-hidden>
      {items.slice(0, 8).map((item) => (
        <li
          key={item.id}
          className={`content-admin-thumb content-admin-thumb-${item.kind.toLowerCase()}`}
          title={item.title}
        >
          {item.image ? (
            <img src={item.image} alt="" loading="lazy" width={96} height={54} />
          ) : (
            <span>{item.title.slice(0, 1)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function SectionCard({
  section,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onRemove,
}: {
  section: AdminHomeSection;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const title = useSectionTitle(section);
  return (
    <li className={`admin-card content-admin-section${section.active ? '' : ' off'}`}>
      <div className="content-admin-section-order">
        <span className="content-admin-position">{formatNumber(index + 1, locale)}</span>
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('content.admin.sections.moveUp', { name: title })}
          disabled={index === 0 || busy}
          onClick={() => onMove(-1)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('content.admin.sections.moveDown', { name: title })}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(1)}
        />
      </div>
      <div className="content-admin-section-main">
        <span className="content-admin-section-top">
          <Tag color="blue" className="admin-tag">
            {t(`content.admin.kinds.${section.kind}`)}
          </Tag>
          <StateTag section={section} />
          <NepaliMissingTag
            fields={missingNepali([
              [t('content.admin.sections.fields.title'), section.title, section.titleNe],
              [t('content.admin.sections.fields.subtitle'), section.subtitle, section.subtitleNe],
            ])}
          />
        </span>
        <strong className="content-admin-section-title">{title}</strong>
        <span className="admin-card-line">{sectionSummary(section, t)}</span>
        <Thumbs items={section.preview} />
      </div>
      <div className="content-admin-section-actions">
        <Button
          icon={<EditOutlined aria-hidden />}
          aria-label={t('content.admin.sections.editNamed', { name: title })}
          onClick={onEdit}
        >
          {t('content.admin.edit')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('content.admin.sections.removeNamed', { name: title })}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}

/** /admin/home-sections: the home page's sections in order, moved up or down, added, edited and removed. */
export function SectionsScreen() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useAdminSections();
  const reorder = useReorderSections();
  const remove = useRemoveSection();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const sections = list.data ?? [];

  const move = (section: AdminHomeSection, step: -1 | 1) => {
    const ids = sections.map((item) => item.id);
    const from = ids.indexOf(section.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids, {
      onSuccess: () => setAnnouncement(t('content.admin.sections.moved', { position: formatNumber(to + 1, locale) })),
    });
  };

  const confirmRemove = (section: AdminHomeSection, title: string) =>
    modal.confirm({
      title: t('content.admin.sections.removeTitle', { name: title }),
      content: t('content.admin.sections.removeText'),
      okText: t('content.admin.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(section.id).then(() => showSuccess(t('content.admin.sections.removed'))),
    });

  return (
    <div className="admin-page admin-stack">
      <PageHeader
        title={t('content.admin.sections.title')}
        subtitle={t('content.admin.sections.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ section: null })}>
            {t('content.admin.sections.add')}
          </Button>
        }
      />
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {!list.data ? (
        <ListPending failed={list.isError} onRetry={() => void list.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState
          text={t('content.admin.sections.empty')}
          action={
            <Button type="primary" onClick={() => setEditing({ section: null })}>
              {t('content.admin.sections.add')}
            </Button>
          }
        />
      ) : (
        <ol className="admin-cards content-admin-sections">
          {sections.map((section, index) => (
            <SectionCardWithTitle
              key={section.id}
              section={section}
              index={index}
              count={sections.length}
              busy={reorder.isPending}
              onMove={(step) => move(section, step)}
              onEdit={() => setEditing({ section })}
              onRemove={(title) => confirmRemove(section, title)}
            />
          ))}
        </ol>
      )}
      {list.data ? (
        <Typography.Text type="secondary" className="admin-total">
          {t('content.admin.sections.count', {
            shown: formatNumber(
              sections.filter((section) => section.active && section.preview.length > 0).length,
              locale,
            ),
            total: formatNumber(sections.length, locale),
          })}
        </Typography.Text>
      ) : null}
      <SectionDialog open={editing !== null} section={editing?.section ?? null} onClose={() => setEditing(null)} />
    </div>
  );
}

/** The card, with its title worked out once for the confirmation too. */
function SectionCardWithTitle(
  props: Omit<Parameters<typeof SectionCard>[0], 'onRemove'> & { onRemove: (title: string) => void },
) {
  const title = useSectionTitle(props.section);
  return <SectionCard {...props} onRemove={() => props.onRemove(title)} />;
}
