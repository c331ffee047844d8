import { CalendarOutlined, DashboardOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { PermissionArea } from '@ringside/contract';

const ICONS: Record<PermissionArea, typeof TeamOutlined> = {
  DASHBOARD: DashboardOutlined,
  BOOKINGANDTICKETING: CalendarOutlined,
  TRANSACTION: WalletOutlined,
  USERS: TeamOutlined,
};

export function AreaIcon({ area }: { area: PermissionArea }) {
  const Icon = ICONS[area];
  return <Icon aria-hidden />;
}
