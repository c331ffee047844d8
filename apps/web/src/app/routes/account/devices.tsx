import { Typography } from 'antd';

export default function DevicesPage() {
  return <Typography.Title level={2}>Devices</Typography.Title>;
}
