import { Typography } from 'antd';

export default function ResetPasswordPage() {
  return <Typography.Title level={2}>ResetPassword</Typography.Title>;
}
