import { Typography } from 'antd';

export default function CustomerDetailPage() {
  return <Typography.Title level={2}>CustomerDetail</Typography.Title>;
}
