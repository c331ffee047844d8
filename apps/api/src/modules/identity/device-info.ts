import Bowser from 'bowser';

export interface DeviceInfo {
  deviceName: string;
  browser: string | null;
  os: string | null;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';
}

/** A human name for a device from its user agent, e.g. "Chrome on Android", shown on the devices page. */
export function describeDevice(userAgent: string | undefined): DeviceInfo {
  if (!userAgent) return { deviceName: 'Unknown device', browser: null, os: null, deviceType: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? null;
  const os = parsed.os.name ?? null;
  const platform = parsed.platform.type;
  const deviceType =
    platform === 'desktop' || platform === 'mobile' || platform === 'tablet' || platform === 'tv'
      ? platform
      : 'unknown';
  const deviceName = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device');
  return { deviceName: deviceName.slice(0, 100), browser, os, deviceType };
}
