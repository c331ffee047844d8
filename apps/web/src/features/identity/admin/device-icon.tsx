import { DesktopOutlined, MobileOutlined, QuestionOutlined, TabletOutlined } from '@ant-design/icons';
import type { Device } from '@ringside/contract';

const ICONS: Record<Device['deviceType'], typeof MobileOutlined> = {
  desktop: DesktopOutlined,
  mobile: MobileOutlined,
  tablet: TabletOutlined,
  tv: DesktopOutlined,
  unknown: QuestionOutlined,
};

export function DeviceIcon({ type }: { type: Device['deviceType'] }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className="admin-device-icon" />;
}
