import { DeleteOutlined, ExportOutlined, RollbackOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Typography } from 'antd';
import { ShowcaseFieldsSchema, type AdminShowcase } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useAdminShowcase } from '../api/admin-showcases';
import { useDeleteShowcase } from '../api/delete-showcase';
import { useSaveShowcase } from '../api/save-showcase';
import { useShowcasePublication } from '../api/showcase-publication';
import { useUploadShowcasePoster } from '../api/showcase-poster';
import { EventPicker } from './event-picker';
import { SHOWCASES_LIST } from './paths';
import { PosterPanel } from './poster-panel';
import { useBackPath } from '../../../components/admin/use-back-path';
import { BackLink, EditorPending, isGone } from './editor-frame';
import { showSaveError } from '../../../components/admin/save-errors';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { ShowcaseVideos } from './showcase-videos';
import { Section } from './section';
import { PublicationTag } from './video-tags';
import '../../../components/admin/admin.css';
import './videos-admin.css';
import type { ShowcaseFields } from '../api/save-showcase';
import { useDisplayLocale } from '../../../components/use-display-locale';

const shape = ShowcaseFieldsSchema.shape;
const FIELDS = ['title', 'titleNe', 'description', 'descriptionNe', 'eventId', 'videoIds'] as const;

interface Values {
  title: string;
  titleNe?: string | null;
  description?: string | null;
  descriptionNe?: string | null;
  eventId?: string | null;
  videoIds: string[];
}

/** The showcase's details and its videos in order: create (then open it) or save. */
function ShowcaseForm({ showcase }: { showcase?: AdminShowcase }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState<{ id: string; title: string } | null>(null);
  const save = useSaveShowcase();
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (!created || dirty) return;
    void navigate(`${SHOWCASES_LIST}/${created.id}`, { replace: true });
    showSuccess(t('videosAdmin.showcases.created', { title: created.title }));
  }, [created, dirty, navigate, t]);

  const submit = (values: Values) => {
    if (save.isPending || created) return;
    const fields: ShowcaseFields = {
      title: values.title.trim(),
      titleNe: values.titleNe?.trim() || null,
      description: values.description?.trim() || null,
      descriptionNe: values.descriptionNe?.trim() || null,
      eventId: values.eventId ?? null,
      videoIds: values.videoIds,
    };
    save.mutate(
      { showcaseId: showcase?.id, fields },
      {
        onSuccess: (saved) => {
          setDirty(false);
          if (showcase) showSuccess(t('videosAdmin.showcases.saved', { title: saved.title }));
          else setCreated({ id: saved.id, title: saved.title });
        },
        onError: (error) => {
          const problems = showSaveError(form, error, FIELDS, t('feedback.networkError'));
          if (!problems.length) return;
          form.scrollToField(problems[0]!.name, { block: 'center' });
          showError(t('videosAdmin.form.fixFields'));
        },
      },
    );
  };
  const label = (field: string) => t(`videosAdmin.showcases.fields.${field}`);

  return (
    <Form<Values>
      form={form}
      name="showcase"
      layout="vertical"
      requiredMark="optional"
      initialValues={{
        title: showcase?.title ?? '',
        titleNe: showcase?.titleNe ?? '',
        description: showcase?.description ?? '',
        descriptionNe: showcase?.descriptionNe ?? '',
        eventId: showcase?.event?.id ?? null,
        videoIds: showcase?.videos.map((video) => video.id) ?? [],
      }}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      className="admin-stack"
    >
      <Section title={t('videosAdmin.showcases.sections.details')}>
        <BilingualField {...bilingual(shape, 'title')} required label={label('title')} maxLength={140} />
        <BilingualField
          {...bilingual(shape, 'description')}
          label={label('description')}
          multiline
          rows={4}
          maxLength={5000}
          showCount
        />
        <Form.Item name="eventId" label={label('eventId')} rules={[zodRule(shape.eventId)]}>
          <EventPicker placeholder={t('videosAdmin.form.noEvent')} chosenName={showcase?.event?.name} />
        </Form.Item>
      </Section>
      <Form.Item noStyle shouldUpdate={(before, after) => before.videoIds !== after.videoIds}>
        {() => {
          const count = (form.getFieldValue('videoIds') as string[] | undefined)?.length ?? 0;
          return (
            <Section
              title={t('videosAdmin.showcases.sections.videos')}
              extra={
                <span className="admin-muted">
                  {t('videosAdmin.showcases.videoCount', { count, n: formatNumber(count, locale) })}
                </span>
              }
            >
              <Form.Item name="videoIds" extra={t('videosAdmin.showcaseVideos.hint')} rules={[zodRule(shape.videoIds)]}>
                <ShowcaseVideos known={showcase?.videos ?? []} />
              </Form.Item>
            </Section>
          );
        }}
      </Form.Item>
      <div className="admin-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SaveOutlined aria-hidden />}
          loading={save.isPending}
        >
          {t(showcase ? 'videosAdmin.form.save' : 'videosAdmin.showcases.create')}
        </Button>
      </div>
    </Form>
  );
}

function ShowcaseActions({ showcase }: { showcase: AdminShowcase }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const back = useBackPath(SHOWCASES_LIST);
  const publication = useShowcasePublication();
  const remove = useDeleteShowcase();
  const published = showcase.publication === 'PUBLISHED';
  const confirmPublication = () =>
    modal.confirm({
      title: t(published ? 'videosAdmin.showcases.unpublishTitle' : 'videosAdmin.showcases.publishTitle', {
        title: showcase.title,
      }),
      content: t(published ? 'videosAdmin.showcases.unpublishText' : 'videosAdmin.showcases.publishText'),
      okText: t(published ? 'videosAdmin.actions.unpublish' : 'videosAdmin.actions.publish'),
      cancelText: t('common.cancel'),
      onOk: () =>
        publication.mutateAsync({ showcaseId: showcase.id, publish: !published }).then(() =>
          showSuccess(
            t(published ? 'videosAdmin.actions.unpublished' : 'videosAdmin.actions.published', {
              title: showcase.title,
            }),
          ),
        ),
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t('videosAdmin.showcases.deleteTitle', { title: showcase.title }),
      content: t('videosAdmin.showcases.deleteText'),
      okText: t('videosAdmin.actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync(showcase.id);
        showSuccess(t('videosAdmin.actions.deleted', { title: showcase.title }));
        void navigate(back, { replace: true });
      },
    });
  return (
    <div className="admin-actions videos-admin-head-actions">
      {published ? (
        <Button href={`/showcases/${showcase.slug}`} target="_blank" icon={<ExportOutlined aria-hidden />}>
          {t('videosAdmin.actions.viewPublic')}
        </Button>
      ) : null}
      <Button
        type={published ? 'default' : 'primary'}
        icon={published ? <RollbackOutlined aria-hidden /> : <SendOutlined aria-hidden />}
        onClick={confirmPublication}
        loading={publication.isPending}
      >
        {t(published ? 'videosAdmin.actions.unpublish' : 'videosAdmin.actions.publish')}
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
        {t('videosAdmin.actions.delete')}
      </Button>
    </div>
  );
}

function ShowcaseEditor({ showcaseId }: { showcaseId: string }) {
  const { t } = useTranslation();
  const query = useAdminShowcase(showcaseId);
  const poster = useUploadShowcasePoster();
  const showcase = query.data;
  const back = <BackLink list={SHOWCASES_LIST} label={t('videosAdmin.showcases.back')} />;
  if (!showcase || isGone(query))
    return (
      <EditorPending
        query={query}
        back={back}
        notFound={t('videosAdmin.showcases.notFound')}
        loadFailed={t('videosAdmin.showcases.loadFailed')}
      />
    );
  return (
    <div className="admin-stack">
      {back}
      <header className="videos-admin-head">
        <div className="admin-person-text">
          <Typography.Title level={1} className="admin-person-name">
            {showcase.title}
          </Typography.Title>
          <span className="admin-tags">
            <PublicationTag publication={showcase.publication} />
          </span>
        </div>
        <ShowcaseActions showcase={showcase} />
      </header>
      <div className="videos-admin-editor">
        <ShowcaseForm key={showcase.id} showcase={showcase} />
        <div className="admin-stack videos-admin-side">
          <PosterPanel
            poster={showcase.poster}
            alt={t('videosAdmin.poster.alt', { title: showcase.title })}
            upload={(file, onProgress) => poster.mutateAsync({ id: showcase.id, file, onProgress })}
          />
        </div>
      </div>
    </div>
  );
}

/** /admin/showcases/:showcaseId: `new` creates a showcase; any other id opens that showcase. */
export function ShowcaseEditorView({ showcaseId }: { showcaseId: string }) {
  const { t } = useTranslation();
  if (showcaseId !== 'new') return <ShowcaseEditor showcaseId={showcaseId} />;
  return (
    <div className="admin-stack">
      <BackLink list={SHOWCASES_LIST} label={t('videosAdmin.showcases.back')} />
      <PageHeader title={t('videosAdmin.showcases.newTitle')} subtitle={t('videosAdmin.showcases.newSubtitle')} />
      <ShowcaseForm />
    </div>
  );
}
