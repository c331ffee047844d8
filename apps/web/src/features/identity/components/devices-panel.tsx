import { Button, Popconfirm, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { showSuccess } from '../../../lib/feedback';
import { useDevices } from '../api/devices';
import { useRemoveDevice } from '../api/remove-device';
import { DeviceList } from './device-list';
import './identity.css';

/** The account's signed-in devices, each removable but this one, or all others at once. */
export function DevicesPanel() {
  const { t } = useTranslation();
  const devices = useDevices();
  const remove = useRemoveDevice();
  if (devices.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  const items = devices.data?.items ?? [];
  const others = items.filter((device) => !device.current).length;
  const removingOne = remove.isPending ? remove.variables?.deviceId : undefined;
  return (
    <>
      <div className="identity-devices-head">
        <p className="identity-muted">{t('account.devices.limit', { max: devices.data?.maxDevices ?? '' })}</p>
        <Popconfirm
          title={t('account.devices.confirmAll')}
          okText={t('auth.devices.removeAll')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutate({ all: true }, { onSuccess: () => showSuccess(t('account.devices.allRemoved')) })
          }
          disabled={others === 0}
        >
          <Button
            danger
            disabled={others === 0 || remove.isPending}
            loading={remove.isPending && remove.variables?.all === true}
          >
            {t('auth.devices.removeAll')}
          </Button>
        </Popconfirm>
      </div>
      {items.length === 0 ? (
        <EmptyState text={t('account.devices.none')} />
      ) : (
        <DeviceList
          devices={items}
          confirm
          busy={remove.isPending}
          removingId={removingOne}
          onRemove={(device) =>
            remove.mutate(
              { deviceId: device.id },
              { onSuccess: () => showSuccess(t('account.devices.removed', { name: device.deviceName })) },
            )
          }
        />
      )}
      {others === 0 && items.length > 0 ? (
        <p className="identity-muted identity-devices-note">{t('account.devices.onlyThis')}</p>
      ) : null}
    </>
  );
}
