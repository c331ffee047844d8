import { CloudUploadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Radio, Select, Switch, Typography } from 'antd';
import { VIDEO_ACCESS, VideoFieldsSchema, type AdminVideo, type VideoAccess } from '@ringside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../../components/antd/use-unsaved-changes';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useAdminCategories } from '../api/categories';
import { useMediaCapabilities } from '../api/capabilities';
import { useSaveVideo } from '../api/save-video';
import { formatBytes } from '../upload/upload-stats';
import { EventPicker } from './event-picker';
import { FighterPicker } from './fighter-picker';
import { FileButton, FileHint } from '../../../components/admin/file-button';
import { showSaveError } from '../../../components/admin/save-errors';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { Section } from './section';
import { VIDEO_TYPES, useStartUpload, videoFileProblem } from './video-file';
import { VIDEOS_LIST } from './paths';
import '../../../components/admin/admin.css';
import type { VideoFields } from '../api/save-video';
import { useDisplayLocale } from '../../../components/use-display-locale';

const shape = VideoFieldsSchema.shape;

interface Values {
  title: string;
  titleNe?: string | null;
  description?: string | null;
  descriptionNe?: string | null;
  categoryId?: string | null;
  access: VideoAccess;
  eventId?: string | null;
  fighterIds: string[];
  featured: boolean;
}

const FIELDS = [
  'title',
  'titleNe',
  'description',
  'descriptionNe',
  'categoryId',
  'access',
  'eventId',
  'fighterIds',
  'featured',
] as const;

const valuesOf = (video?: AdminVideo): Values => ({
  title: video?.title ?? '',
  titleNe: video?.titleNe ?? '',
  description: video?.description ?? '',
  descriptionNe: video?.descriptionNe ?? '',
  categoryId: video?.category?.id ?? null,
  access: video?.access ?? 'PAID',
  eventId: video?.event?.id ?? null,
  fighterIds: video?.fighters.map((fighter) => fighter.id) ?? [],
  featured: video?.featured ?? false,
});

const fieldsOf = (values: Values): VideoFields => ({
  title: values.title.trim(),
  titleNe: values.titleNe?.trim() || null,
  description: values.description?.trim() || null,
  descriptionNe: values.descriptionNe?.trim() || null,
  categoryId: values.categoryId ?? null,
  access: values.access,
  eventId: values.eventId ?? null,
  fighterIds: values.fighterIds,
  featured: values.featured,
});

/** On the new video's form: the file may be chosen at once; it starts uploading as soon as the video exists. */
function FirstFile({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const capabilities = useMediaCapabilities().data;
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Section title={t('videosAdmin.file.title')}>
      <div className="admin-stack">
        {file ? (
          <Typography.Text strong className="videos-admin-file-name">
            {file.name} <span className="admin-muted">({formatBytes(file.size, locale)})</span>
          </Typography.Text>
        ) : null}
        <div className="admin-actions">
          <FileButton
            accept={VIDEO_TYPES}
            icon={<CloudUploadOutlined aria-hidden />}
            inputLabel={t('videosAdmin.file.inputLabel')}
            onFile={(chosen) => {
              if (!chosen) return;
              const refused = videoFileProblem(chosen, capabilities, t('videosAdmin.file.notVideo'));
              setProblem(refused);
              onFile(refused ? null : chosen);
            }}
          >
            {t(file ? 'videosAdmin.file.chooseAgain' : 'videosAdmin.file.choose')}
          </FileButton>
          {file ? <Button onClick={() => onFile(null)}>{t('videosAdmin.file.remove')}</Button> : null}
        </div>
        <FileHint hint={t('videosAdmin.file.newHint')} problem={problem} />
      </div>
    </Section>
  );
}

/**
 * A video's details: create (then open the new video, its file already uploading if chosen) or save. The
 * server's field errors land on their fields; leaving with unsaved changes asks first.
 */
export function VideoForm({ video }: { video?: AdminVideo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [created, setCreated] = useState<{ id: string; title: string } | null>(null);
  const save = useSaveVideo();
  const categories = useAdminCategories();
  const startUpload = useStartUpload();
  useUnsavedChanges(dirty);

  // Opens the new video once the form no longer counts as changed (else the leave warning would ask).
  useEffect(() => {
    if (!created || dirty) return;
    void navigate(`${VIDEOS_LIST}/${created.id}`, { replace: true });
    showSuccess(t('videosAdmin.form.created', { title: created.title }));
  }, [created, dirty, navigate, t]);

  const label = (field: string) => t(`videosAdmin.form.fields.${field}`);

  const submit = (values: Values) => {
    if (save.isPending || created) return;
    save.mutate(
      { videoId: video?.id, fields: fieldsOf(values) },
      {
        onSuccess: (saved) => {
          setDirty(false);
          if (video) {
            showSuccess(t('videosAdmin.form.saved', { title: saved.title }));
            return;
          }
          if (file) startUpload(saved.id, file);
          setCreated({ id: saved.id, title: saved.title });
        },
        onError: (error) => {
          const fields = showSaveError(form, error, FIELDS, t('feedback.networkError'));
          if (!fields.length) return;
          form.scrollToField(fields[0]!.name, { block: 'center' });
          showError(t('videosAdmin.form.fixFields'));
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="video"
      layout="vertical"
      requiredMark="optional"
      initialValues={valuesOf(video)}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      className="admin-stack"
    >
      <Section title={t('videosAdmin.form.sections.details')}>
        <BilingualField {...bilingual(shape, 'title')} required label={label('title')} maxLength={140} />
        <BilingualField
          {...bilingual(shape, 'description')}
          label={label('description')}
          multiline
          rows={4}
          maxLength={5000}
          showCount
        />
        <div className="admin-form-grid">
          <Form.Item name="categoryId" label={label('categoryId')} rules={[zodRule(shape.categoryId)]}>
            <Select
              allowClear
              loading={categories.isPending}
              placeholder={t('videosAdmin.form.noCategory')}
              options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
            />
          </Form.Item>
          <Form.Item name="access" required label={label('access')} extra={t('videosAdmin.form.accessHint')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={VIDEO_ACCESS.map((value) => ({ value, label: t(`videosAdmin.access.${value}`) }))}
            />
          </Form.Item>
        </div>
      </Section>

      {video ? null : <FirstFile file={file} onFile={setFile} />}

      <Section title={t('videosAdmin.form.sections.tags')}>
        <Form.Item name="eventId" label={label('eventId')} rules={[zodRule(shape.eventId)]}>
          <EventPicker placeholder={t('videosAdmin.form.noEvent')} chosenName={video?.event?.name} />
        </Form.Item>
        <Form.Item
          name="fighterIds"
          label={label('fighterIds')}
          extra={t('videosAdmin.form.fightersHint')}
          rules={[zodRule(shape.fighterIds)]}
        >
          <FighterPicker known={video?.fighters ?? []} placeholder={t('videosAdmin.form.fightersPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="featured"
          label={label('featured')}
          valuePropName="checked"
          extra={t('videosAdmin.form.featuredHint')}
        >
          <Switch />
        </Form.Item>
      </Section>

      <div className="admin-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SaveOutlined aria-hidden />}
          loading={save.isPending}
        >
          {t(video ? 'videosAdmin.form.save' : file ? 'videosAdmin.form.createAndUpload' : 'videosAdmin.form.create')}
        </Button>
      </div>
    </Form>
  );
}
