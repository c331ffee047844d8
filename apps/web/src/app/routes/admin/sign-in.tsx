import { Typography } from 'antd';

export default function SignInPage() {
  return <Typography.Title level={2}>SignIn</Typography.Title>;
}
