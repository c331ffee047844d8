import { Alert, Button, Modal, Skeleton } from 'antd';
import { type LoginRequest, errorMessage } from '@ringside/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';
import { listDevices } from '../api/devices';
import { useRemoveDevice } from '../api/remove-device';
import { DeviceList } from './device-list';
import './identity.css';

export type DeviceLimitCode = 'HUBSLLC001' | 'HUBSLDN001';

interface Props {
  open: boolean;
  code: DeviceLimitCode;
  credentials: LoginRequest;
  onClose: () => void;
  /** A device was signed out: the form signs in again with the same credentials. */
  onFreed: () => void;
  signingIn: boolean;
}

/**
 * A sign-in refused for the device limit: the account's devices, read with the credentials just typed,
 * each removable, or all at once; then the sign-in goes through by itself.
 */
export function DeviceLimitDialog({ open, code, credentials, onClose, onFreed, signingIn }: Props) {
  const { t } = useTranslation();
  const devices = useQuery({
    // The key names the account, never the password; gcTime 0 drops the answer once the dialog closes.
    queryKey: ['sign-in-devices', credentials.email ?? `${credentials.countryCode}${credentials.mobileNumber}`],
    queryFn: () => listDevices(credentials),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const remove = useRemoveDevice();
  const busy = remove.isPending || signingIn;

  const removeOne = (deviceId: string) => remove.mutate({ ...credentials, deviceId }, { onSuccess: onFreed });
  const removeAll = () => remove.mutate({ ...credentials, all: true }, { onSuccess: onFreed });

  const max = devices.data?.maxDevices;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('auth.devices.limitTitle')}
      footer={null}
      destroyOnHidden
      width={560}
      className="identity-device-dialog"
    >
      <Alert type="warning" showIcon title={errorMessage(code, currentLanguage())} className="identity-alert" />
      <p>
        {code === 'HUBSLDN001' || max === 1
          ? t('auth.devices.limitOne')
          : t('auth.devices.limitMany', { max: max ?? '' })}
      </p>
      {devices.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <DeviceList
          devices={devices.data?.items ?? []}
          compact
          onRemove={(device) => removeOne(device.id)}
          removingId={remove.isPending ? remove.variables?.deviceId : undefined}
          busy={busy}
        />
      )}
      <div className="identity-dialog-actions">
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          danger
          onClick={removeAll}
          loading={busy && remove.variables?.all === true}
          disabled={busy && remove.variables?.all !== true}
        >
          {t('auth.devices.removeAll')}
        </Button>
      </div>
    </Modal>
  );
}
