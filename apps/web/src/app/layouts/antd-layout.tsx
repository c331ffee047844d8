import { Outlet } from 'react-router';
import { AntdArea } from '../../components/antd/antd-area';

/** Around the pages built of antd forms (sign-in, sign-up, checkout): antd's theme, loaded with them. */
export function Component() {
  return (
    <AntdArea>
      <Outlet />
    </AntdArea>
  );
}
