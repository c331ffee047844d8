import { Typography } from 'antd';

export default function OverviewPage() {
  return <Typography.Title level={2}>Overview</Typography.Title>;
}
