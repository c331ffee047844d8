import { Typography } from 'antd';

export default function SignUpPage() {
  return <Typography.Title level={2}>SignUp</Typography.Title>;
}
