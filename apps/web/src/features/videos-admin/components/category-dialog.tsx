import { Form, Modal } from 'antd';
import { CategoryFieldsSchema, type AdminCategory } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/feedback';
import { useSaveCategory } from '../api/save-category';
import { showSaveError } from '../../../components/admin/save-errors';
import { BilingualField, bilingual } from '../../../components/antd/bilingual-field';

interface Values {
  name: string;
  nameNe?: string | null;
  description?: string | null;
  descriptionNe?: string | null;
}

const FIELDS = ['name', 'nameNe', 'description', 'descriptionNe'];
const text = (value: string | null | undefined) => value?.trim() || null;

const shape = CategoryFieldsSchema.shape;

/** Adds a category (`category` null) or renames and describes one; its address stays when renamed. */
export function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCategory();
  const submit = (values: Values) =>
    save.mutate(
      {
        categoryId: category?.id,
        fields: {
          name: values.name.trim(),
          nameNe: text(values.nameNe),
          description: text(values.description),
          descriptionNe: text(values.descriptionNe),
        },
      },
      {
        onSuccess: (saved) => {
          showSuccess(
            t(category ? 'videosAdmin.categories.saved' : 'videosAdmin.categories.added', { name: saved.name }),
          );
          onClose();
        },
        onError: (error) => {
          if (showSaveError(form, error, FIELDS, t('feedback.networkError')).length)
            showError(t('videosAdmin.form.fixFields'));
        },
      },
    );
  return (
    <Modal
      open
      title={
        category ? t('videosAdmin.categories.editTitle', { name: category.name }) : t('videosAdmin.categories.addTitle')
      }
      okText={t(category ? 'common.save' : 'videosAdmin.categories.add')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{
          name: category?.name ?? '',
          nameNe: category?.nameNe ?? '',
          description: category?.description ?? '',
          descriptionNe: category?.descriptionNe ?? '',
        }}
        onFinish={submit}
      >
        <BilingualField
          {...bilingual(shape, 'name')}
          required
          label={t('videosAdmin.categories.fields.name')}
          maxLength={60}
          autoFocus
        />
        <BilingualField
          {...bilingual(shape, 'description')}
          label={t('videosAdmin.categories.fields.description')}
          multiline
          rows={3}
          maxLength={500}
          showCount
        />
        {category ? (
          <p className="admin-muted videos-admin-help">
            {t('videosAdmin.categories.addressStays', { slug: category.slug })}
          </p>
        ) : null}
      </Form>
    </Modal>
  );
}
