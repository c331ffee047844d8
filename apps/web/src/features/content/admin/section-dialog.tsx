import { Button, Form, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import {
  HOME_SECTION_KINDS,
  HomeSectionFieldsSchema,
  VIDEO_ROW_SOURCES,
  type AdminHomeSection,
  type HomeSectionKind,
} from '@ringside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useSaveSection } from '../api/admin-save-section';
import { useRemoveSectionImage, useUploadSectionImage } from '../api/admin-section-image';
import { useVideoCategories } from '../api/video-categories';
import { ItemPicker } from './item-picker';
import { LinkActionFields } from './link-action-fields';
import { PictureField } from './picture-field';
import { showSaveError } from '../../../components/admin/save-errors';
import { SectionPreview } from './section-preview';
import {
  SECTION_FORM_FIELDS,
  type SectionFormValues,
  fieldsOfValues,
  hasLimit,
  pickKindOf,
  valuesOfSection,
} from './section-form-values';
import type { HomeSectionFields } from '../api/admin-save-section';

const shape = HomeSectionFieldsSchema.shape;

function SectionForm({ section, onDone }: { section: AdminHomeSection | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SectionFormValues>();
  const save = useSaveSection();
  const upload = useUploadSectionImage();
  const removeImage = useRemoveSectionImage();
  // A new banner is saved first, then gets its picture: the dialog stays open on the saved section.
  const [current, setCurrent] = useState(section);
  const initial = useMemo(() => valuesOfSection(section), [section]);
  const [previewFields, setPreviewFields] = useState<HomeSectionFields>(() => fieldsOfValues(initial));
  // Fields the server would refuse get no preview (the last good one stays); the save shows their errors.
  const refreshPreview = useDebouncedCallback(() => {
    const fields = fieldsOfValues(form.getFieldsValue(true) as SectionFormValues);
    if (HomeSectionFieldsSchema.safeParse(fields).success) setPreviewFields(fields);
  }, 400);

  const kind = (Form.useWatch('kind', form) ?? initial.kind) as HomeSectionKind;
  const source = Form.useWatch('source', form) ?? initial.source;
  const picks = pickKindOf(kind, source);
  const categories = useVideoCategories(kind === 'VIDEO_ROW' && source === 'CATEGORY');
  const known = useMemo(
    () => new Map((current?.preview ?? []).map((item) => [item.id, item.title] as const)),
    [current],
  );
  const label = (field: string) => t(`content.admin.sections.fields.${field}`);

  const submit = (values: SectionFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { sectionId: current?.id, fields: fieldsOfValues(values) },
      {
        onSuccess: (saved) => {
          if (!current && saved.kind === 'BANNER') {
            setCurrent(saved);
            showSuccess(t('content.admin.sections.createdBanner'));
            return;
          }
          showSuccess(t(current ? 'content.admin.sections.saved' : 'content.admin.sections.created'));
          onDone();
        },
        onError: (error) => {
          const fields = showSaveError(form, error, SECTION_FORM_FIELDS, t('feedback.networkError'));
          if (fields.length) showError(t('content.admin.fixFields'));
        },
      },
    );
  };

  return (
    <Form<SectionFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initial}
      onValuesChange={() => refreshPreview.call()}
      onFinish={submit}
    >
      <div className="content-admin-dialog-grid">
        <div className="content-admin-dialog-fields">
          <Form.Item name="kind" required label={label('kind')} extra={t(`content.admin.kinds.hints.${kind}`)}>
            <Select
              disabled={Boolean(current)}
              options={HOME_SECTION_KINDS.map((value) => ({ value, label: t(`content.admin.kinds.${value}`) }))}
            />
          </Form.Item>
          <BilingualField
            {...bilingual(shape, 'title')}
            label={label(kind === 'BANNER' ? 'bannerTitle' : 'title')}
            extra={kind === 'BANNER' ? undefined : t('content.admin.sections.titleHint')}
            maxLength={80}
            placeholder={t(`content.defaultTitles.${kind}`)}
          />
          {kind === 'BANNER' ? (
            <BilingualField
              {...bilingual(shape, 'subtitle')}
              label={label('subtitle')}
              multiline
              maxLength={160}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          ) : null}
          {kind === 'VIDEO_ROW' ? (
            <Form.Item name="source" required label={label('source')}>
              <Radio.Group
                optionType="button"
                className="admin-segments"
                options={VIDEO_ROW_SOURCES.map((value) => ({ value, label: t(`content.admin.sources.${value}`) }))}
              />
            </Form.Item>
          ) : null}
          {kind === 'VIDEO_ROW' && source === 'CATEGORY' ? (
            <Form.Item name="categoryId" required label={label('categoryId')}>
              <Select
                loading={categories.isFetching}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('content.admin.sections.chooseCategory')}
                options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              />
            </Form.Item>
          ) : null}
          {picks ? (
            <Form.Item
              name="itemIds"
              required={picks === 'VIDEO'}
              label={label(kind === 'HERO_EVENT' ? 'event' : `picks.${picks}`)}
              extra={t(`content.admin.sections.pickHints.${kind === 'VIDEO_ROW' ? 'PICKED' : kind}`)}
            >
              <ItemPicker
                kind={picks}
                single={kind === 'HERO_EVENT'}
                known={known}
                placeholder={t(`content.admin.sections.pickPlaceholders.${picks}`)}
              />
            </Form.Item>
          ) : null}
          {hasLimit(kind) ? (
            <Form.Item name="limit" required label={label('limit')} rules={[zodRule(shape.limit)]}>
              <InputNumber min={1} max={24} step={1} inputMode="numeric" />
            </Form.Item>
          ) : null}
          {kind === 'BANNER' ? (
            <>
              <LinkActionFields />
              <PictureField
                label={label('image')}
                image={current?.image ?? null}
                alt={t('content.admin.sections.imageAlt')}
                invalidCode="HUBHMIM001"
                disabledHint={current ? undefined : t('content.admin.sections.imageAfterSave')}
                upload={(file, onProgress) =>
                  upload.mutateAsync({ sectionId: current?.id ?? '', file, onProgress }).then((saved) => {
                    setCurrent(saved);
                    refreshPreview.call();
                  })
                }
                remove={() =>
                  removeImage.mutateAsync(current?.id ?? '').then((saved) => {
                    setCurrent(saved);
                    refreshPreview.call();
                  })
                }
              />
            </>
          ) : null}
          <Form.Item
            name="active"
            label={label('active')}
            valuePropName="checked"
            extra={t('content.admin.sections.activeHint')}
          >
            <Switch />
          </Form.Item>
        </div>
        <SectionPreview fields={previewFields} sectionId={current?.id} />
      </div>
      <div className="admin-dialog-actions">
        <Button onClick={onDone}>{t(current && !section ? 'common.close' : 'common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Adds (without `section`) or edits a home section in a dialog; the fields follow the section's kind. */
export function SectionDialog({
  open,
  section,
  onClose,
}: {
  open: boolean;
  section: AdminHomeSection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(section ? 'content.admin.sections.editTitle' : 'content.admin.sections.addTitle')}
      footer={null}
      destroyOnHidden
      width={isDesktop ? 1040 : undefined}
    >
      <SectionForm key={section?.id ?? 'new'} section={section} onDone={onClose} />
    </Modal>
  );
}
