import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { ApproveFighterRequestSchema, RejectFighterRequestSchema } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { useApproveFighter } from '../api/admin-approve-fighter';
import { useRejectFighter } from '../api/admin-reject-fighter';

type Dialog = 'approve' | 'reject' | null;

interface Props {
  fighterId: string;
  name: string;
  isChange: boolean;
  /** Called once the decision is recorded. */
  onDecided: (decision: 'approved' | 'rejected') => void;
  block?: boolean;
}

/** Approve (with an optional note for the history) or reject (with the reason the fighter reads), each in a dialog. */
export function ReviewDecision({ fighterId, name, isChange, onDecided, block = false }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [approveForm] = Form.useForm<{ note?: string }>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const approve = useApproveFighter();
  const reject = useRejectFighter();

  return (
    <>
      <div className={block ? 'fighters-admin-decision fighters-admin-decision-block' : 'fighters-admin-decision'}>
        <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setDialog('reject')} block={block}>
          {t('fightersAdmin.review.reject')}
        </Button>
        <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={() => setDialog('approve')} block={block}>
          {t('fightersAdmin.review.approve')}
        </Button>
      </div>

      <Modal
        open={dialog === 'approve'}
        title={t('fightersAdmin.review.approveTitle', { name })}
        okText={t('fightersAdmin.review.approve')}
        cancelText={t('common.cancel')}
        confirmLoading={approve.isPending}
        onOk={() => approveForm.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t(isChange ? 'fightersAdmin.review.approveChangeText' : 'fightersAdmin.review.approveFirstText')}
        </Typography.Paragraph>
        <Form
          form={approveForm}
          layout="vertical"
          requiredMark="optional"
          onFinish={({ note }) =>
            approve.mutate(
              { fighterId, note: note?.trim() || undefined },
              {
                onSuccess: () => {
                  setDialog(null);
                  onDecided('approved');
                },
              },
            )
          }
        >
          <Form.Item
            name="note"
            label={t('fightersAdmin.review.noteLabel')}
            rules={[zodRule(ApproveFighterRequestSchema.shape.note)]}
          >
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('fightersAdmin.review.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog === 'reject'}
        title={t('fightersAdmin.review.rejectTitle', { name })}
        okText={t('fightersAdmin.review.reject')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={reject.isPending}
        onOk={() => rejectForm.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('fightersAdmin.review.rejectText')}</Typography.Paragraph>
        <Form
          form={rejectForm}
          layout="vertical"
          requiredMark={false}
          onFinish={({ reason }) =>
            reject.mutate(
              { fighterId, reason: reason.trim() },
              {
                onSuccess: () => {
                  setDialog(null);
                  onDecided('rejected');
                },
              },
            )
          }
        >
          <Form.Item
            name="reason"
            label={t('fightersAdmin.review.reasonLabel')}
            rules={[zodRule(RejectFighterRequestSchema.shape.reason)]}
          >
            <Input.TextArea
              rows={4}
              maxLength={500}
              showCount
              autoFocus
              placeholder={t('fightersAdmin.review.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
