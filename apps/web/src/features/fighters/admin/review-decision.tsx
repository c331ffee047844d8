import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ApproveFighterRequestSchema, RejectFighterRequestSchema } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { useApproveFighter } from '../api/admin-approve-fighter';
import { useRejectFighter } from '../api/admin-reject-fighter';
import { DecisionDialog } from '../../../components/admin/decision-dialog';

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
  const approve = useApproveFighter();
  const reject = useRejectFighter();
  const decided = (decision: 'approved' | 'rejected') => () => {
    setDialog(null);
    onDecided(decision);
  };

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

      <DecisionDialog
        open={dialog === 'approve'}
        title={t('fightersAdmin.review.approveTitle', { name })}
        okText={t('fightersAdmin.review.approve')}
        loading={approve.isPending}
        text={t(isChange ? 'fightersAdmin.review.approveChangeText' : 'fightersAdmin.review.approveFirstText')}
        field={{
          name: 'note',
          label: t('fightersAdmin.review.noteLabel'),
          rule: zodRule(ApproveFighterRequestSchema.shape.note),
          placeholder: t('fightersAdmin.review.notePlaceholder'),
          rows: 3,
        }}
        requiredMark="optional"
        onSubmit={(note) =>
          approve.mutate({ fighterId, note: note?.trim() || undefined }, { onSuccess: decided('approved') })
        }
        onCancel={() => setDialog(null)}
      />

      <DecisionDialog
        open={dialog === 'reject'}
        title={t('fightersAdmin.review.rejectTitle', { name })}
        okText={t('fightersAdmin.review.reject')}
        danger
        loading={reject.isPending}
        text={t('fightersAdmin.review.rejectText')}
        field={{
          name: 'reason',
          label: t('fightersAdmin.review.reasonLabel'),
          rule: zodRule(RejectFighterRequestSchema.shape.reason),
          placeholder: t('fightersAdmin.review.reasonPlaceholder'),
          rows: 4,
          autoFocus: true,
        }}
        requiredMark={false}
        onSubmit={(reason) =>
          reject.mutate({ fighterId, reason: (reason ?? '').trim() }, { onSuccess: decided('rejected') })
        }
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
