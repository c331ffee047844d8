import { Typography } from 'antd';

export default function VerifyPage() {
  return <Typography.Title level={2}>Verify</Typography.Title>;
}
