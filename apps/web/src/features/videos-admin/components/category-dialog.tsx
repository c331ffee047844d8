import { Form, Input, Modal } from 'antd';
import { CategoryFieldsSchema, type AdminCategory } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useSaveCategory } from '../api/save-category';
import { showSaveError } from '../../../components/admin/save-errors';

interface Values {
  name: string;
  description?: string | null;
}

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
        fields: { name: values.name.trim(), description: values.description?.trim() || null },
      },
      {
        onSuccess: (saved) => {
          showSuccess(
            t(category ? 'videosAdmin.categories.saved' : 'videosAdmin.categories.added', { name: saved.name }),
          );
          onClose();
        },
        onError: (error) => {
          if (showSaveError(form, error, ['name', 'description'], t('feedback.networkError')).length)
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
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="name" required label={t('videosAdmin.categories.fields.name')} rules={[zodRule(shape.name)]}>
          <Input maxLength={60} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('videosAdmin.categories.fields.description')}
          rules={[zodRule(shape.description)]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {category ? (
          <p className="admin-muted videos-admin-help">
            {t('videosAdmin.categories.addressStays', { slug: category.slug })}
          </p>
        ) : null}
      </Form>
    </Modal>
  );
}
