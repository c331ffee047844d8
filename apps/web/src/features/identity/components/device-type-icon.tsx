import { DesktopOutlined, LaptopOutlined, MobileOutlined, QuestionOutlined, TabletOutlined } from '@ant-design/icons';
import type { Device } from '@ringside/contract';

const ICONS: Record<Device['deviceType'], typeof DesktopOutlined> = {
  desktop: LaptopOutlined,
  mobile: MobileOutlined,
  tablet: TabletOutlined,
  tv: DesktopOutlined,
  unknown: QuestionOutlined,
};

export function DeviceTypeIcon({ type, label }: { type: Device['deviceType']; label: string }) {
  const Icon = ICONS[type];
  return (
    <span className="identity-device-icon" role="img" aria-label={label}>
      <Icon aria-hidden />
    </span>
  );
}
