import { Typography } from 'antd';

export default function StaffPage() {
  return <Typography.Title level={2}>Staff</Typography.Title>;
}
