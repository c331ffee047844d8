import { Typography } from 'antd';

export default function ProfilePage() {
  return <Typography.Title level={2}>Profile</Typography.Title>;
}
