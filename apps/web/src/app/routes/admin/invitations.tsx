import { Typography } from 'antd';

export default function InvitationsPage() {
  return <Typography.Title level={2}>Invitations</Typography.Title>;
}
