import { Button, Popconfirm, Tag } from 'antd';
import type { Device } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { DeviceTypeIcon } from './device-type-icon';
import './identity.css';

interface Props {
  devices: Device[];
  /** Removes one device; the current device never offers it (signing out does that). */
  onRemove?: (device: Device) => void;
  removingId?: string | undefined;
  /** Another removal is under way: hold the other buttons. */
  busy?: boolean;
  /** Ask before removing (the account page); the device-limit dialog removes at once. */
  confirm?: boolean;
  /** Hide the IP address where it would only crowd a small dialog. */
  compact?: boolean;
}

/** Signed-in devices: name, type, browser and system, address, when signed in and last seen. */
export function DeviceList({ devices, onRemove, removingId, confirm = false, compact = false, busy = false }: Props) {
  const { t } = useTranslation();
  const language = useDisplayLocale();
  // The current device first, then the most recently used.
  const sorted = [...devices].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  return (
    <ul className="identity-devices" aria-label={t('auth.devices.listLabel')}>
      {sorted.map((device) => {
        const software = [device.browser, device.os].filter(Boolean).join(' · ') || t('auth.devices.unknownSoftware');
        const removeLabel = t('auth.devices.removeNamed', { name: device.deviceName });
        const removeButton = (
          <Button
            danger
            loading={removingId === device.id}
            disabled={busy && removingId !== device.id}
            aria-label={removeLabel}
            onClick={confirm ? undefined : () => onRemove?.(device)}
          >
            {t('auth.devices.remove')}
          </Button>
        );
        return (
          <li key={device.id} className="identity-device">
            <DeviceTypeIcon type={device.deviceType} label={t(`auth.devices.types.${device.deviceType}`)} />
            <div className="identity-device-body">
              <div className="identity-device-name">
                <strong>{device.deviceName}</strong>
                {device.current ? <Tag color="green">{t('auth.devices.thisDevice')}</Tag> : null}
              </div>
              <div className="identity-muted">{software}</div>
              <dl className="identity-device-facts">
                {!compact && device.ipAddress ? (
                  <div>
                    <dt>{t('auth.devices.ip')}</dt>
                    <dd>{device.ipAddress}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('auth.devices.signedIn')}</dt>
                  <dd>{formatDateTime(device.signedInAt, language)}</dd>
                </div>
                <div>
                  <dt>{t('auth.devices.lastSeen')}</dt>
                  <dd>{formatDateTime(device.lastSeenAt, language)}</dd>
                </div>
              </dl>
            </div>
            {onRemove && !device.current ? (
              <div className="identity-device-action">
                {confirm ? (
                  <Popconfirm
                    title={t('auth.devices.confirmRemove', { name: device.deviceName })}
                    okText={t('auth.devices.remove')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => onRemove(device)}
                  >
                    {removeButton}
                  </Popconfirm>
                ) : (
                  removeButton
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
