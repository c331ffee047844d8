import { Typography } from 'antd';

export default function CustomersPage() {
  return <Typography.Title level={2}>Customers</Typography.Title>;
}
