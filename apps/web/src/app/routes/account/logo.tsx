import { Typography } from 'antd';

export default function LogoPage() {
  return <Typography.Title level={2}>Logo</Typography.Title>;
}
