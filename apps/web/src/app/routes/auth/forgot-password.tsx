import { Typography } from 'antd';

export default function ForgotPasswordPage() {
  return <Typography.Title level={2}>ForgotPassword</Typography.Title>;
}
