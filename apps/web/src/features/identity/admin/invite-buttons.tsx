import { UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteDialog, type InviteKind } from './invite-dialog';

/** "Invite staff" and "Invite agent", each opening its dialog. */
export function InviteButtons() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<InviteKind>('SUPPORT');
  const [open, setOpen] = useState(false);
  const start = (next: InviteKind) => {
    setKind(next);
    setOpen(true);
  };
  return (
    <div className="admin-actions">
      <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => start('SUPPORT')}>
        {t('admin.staff.inviteStaff')}
      </Button>
      <Button icon={<UserAddOutlined aria-hidden />} onClick={() => start('AGENT')}>
        {t('admin.staff.inviteAgent')}
      </Button>
      <InviteDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
