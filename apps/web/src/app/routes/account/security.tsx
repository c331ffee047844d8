import { Typography } from 'antd';

export default function SecurityPage() {
  return <Typography.Title level={2}>Security</Typography.Title>;
}
