import { Form, type FormProps, type FormRule, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface DecisionDialogProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  loading: boolean;
  text: string;
  /** The dialog's one text box: its form name, label, check, size and longest text (500 unless said). */
  field: {
    name: string;
    label: string;
    rule: FormRule;
    placeholder: string;
    rows: number;
    autoFocus?: boolean;
    maxLength?: number;
  };
  requiredMark: FormProps['requiredMark'];
  onSubmit: (value: string | undefined) => void;
  onCancel: () => void;
}

/** A decision's dialog: what it does, and one text the decision carries (a note or a reason). */
export function DecisionDialog({
  open,
  title,
  okText,
  danger,
  loading,
  text,
  field,
  requiredMark,
  onSubmit,
  onCancel,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText={t('common.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        requiredMark={requiredMark}
        onFinish={(values) => onSubmit(values[field.name])}
      >
        <Form.Item name={field.name} label={field.label} rules={[field.rule]}>
          <Input.TextArea
            rows={field.rows}
            maxLength={field.maxLength ?? 500}
            showCount
            autoFocus={field.autoFocus}
            placeholder={field.placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
