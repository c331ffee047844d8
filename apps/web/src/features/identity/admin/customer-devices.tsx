import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import type { CustomerDetail, Device } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { showSuccess } from '../../../lib/feedback';
import { useForceSignOut } from '../api/admin-remove-devices';
import { DeviceIcon } from './device-icon';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';

const browserOs = (device: Device) => [device.browser, device.os].filter(Boolean).join(' / ');

/** The customer's signed-in devices, each of which staff can sign out, or all at once; both ask first. */
export function CustomerDevices({ customer, isSelf }: { customer: CustomerDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  const signOut = useForceSignOut();
  const none = t('admin.list.none');
  const devices = customer.devices;
  // Sessions opened by scripts or unusual browsers have no name the server could read.
  const deviceName = (device: Device) => device.deviceName.trim() || t('admin.devices.unknown');

  const confirmOne = (device: Device) =>
    modal.confirm({
      title: t('admin.devices.confirmOne', { name: customer.fullName, device: deviceName(device) }),
      content: isSelf && device.current ? t('admin.devices.confirmSelf') : t('admin.devices.confirmOneText'),
      okText: t('admin.devices.signOut'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // A failure is reported by the query client's notification; the dialog closes either way.
      onOk: () =>
        signOut
          .mutateAsync({ userId: customer.id, deviceId: device.id })
          .then(() => showSuccess(t('admin.devices.signedOutOne')))
          .catch(() => undefined),
    });

  const confirmAll = () =>
    modal.confirm({
      title: t('admin.devices.confirmAll', { name: customer.fullName }),
      content: isSelf ? t('admin.devices.confirmSelf') : t('admin.devices.confirmAllText'),
      okText: t('admin.devices.signOutAll'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        signOut
          .mutateAsync({ userId: customer.id })
          .then((result) => showSuccess(t('admin.devices.signedOutAll', { count: result.removed })))
          .catch(() => undefined),
    });

  const signOutButton = (device: Device, block = false) => (
    <Button
      danger
      block={block}
      icon={<LogoutOutlined aria-hidden />}
      onClick={() => confirmOne(device)}
      aria-label={`${t('admin.devices.signOut')}: ${deviceName(device)}`}
    >
      {t('admin.devices.signOut')}
    </Button>
  );

  // On phones the card's header has no room for it: it closes the list instead, full width.
  const signOutAllButton = (
    <Button
      danger
      type={isDesktop ? 'default' : 'primary'}
      block={!isDesktop}
      onClick={confirmAll}
      loading={signOut.isPending && !signOut.variables?.deviceId}
    >
      {t('admin.devices.signOutAll')}
    </Button>
  );

  const name = (device: Device) => (
    <span className="admin-device-name">
      <DeviceIcon type={device.deviceType} />
      <span>{deviceName(device)}</span>
      {isSelf && device.current ? <Tag color="green">{t('admin.devices.thisDevice')}</Tag> : null}
    </span>
  );

  const columns: TableColumnsType<Device> = [
    { key: 'device', title: t('admin.devices.device'), render: (_, device) => name(device) },
    { key: 'browser', title: t('admin.devices.browserOs'), render: (_, device) => browserOs(device) || none },
    {
      key: 'ip',
      title: t('admin.devices.ip'),
      render: (_, device) => device.ipAddress ?? none,
      className: 'admin-nowrap',
    },
    {
      key: 'signedIn',
      title: t('admin.devices.signedIn'),
      render: (_, device) => formatDateTime(device.signedInAt, locale),
    },
    {
      key: 'lastSeen',
      title: t('admin.devices.lastSeen'),
      render: (_, device) => formatDateTime(device.lastSeenAt, locale),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('admin.devices.actions')}</span>,
      align: 'right',
      render: (_, device) => signOutButton(device),
    },
  ];

  return (
    <Card
      className="admin-panel"
      title={t('admin.devices.count', { count: devices.length })}
      extra={isDesktop && devices.length > 0 ? signOutAllButton : null}
    >
      {devices.length === 0 ? (
        <EmptyState text={t('admin.devices.empty')} />
      ) : isDesktop ? (
        <Table<Device>
          className="admin-table"
          rowKey="id"
          columns={columns}
          dataSource={devices}
          pagination={false}
          size="middle"
        />
      ) : (
        <ul className="admin-cards">
          {devices.map((device) => (
            <li key={device.id} className="admin-card">
              <span className="admin-card-top">
                <span className="admin-card-title">{name(device)}</span>
              </span>
              <dl className="admin-card-facts">
                <dt>{t('admin.devices.browserOs')}</dt>
                <dd>{browserOs(device) || none}</dd>
                <dt>{t('admin.devices.ip')}</dt>
                <dd>{device.ipAddress ?? none}</dd>
                <dt>{t('admin.devices.signedIn')}</dt>
                <dd>{formatDateTime(device.signedInAt, locale)}</dd>
                <dt>{t('admin.devices.lastSeen')}</dt>
                <dd>{formatDateTime(device.lastSeenAt, locale)}</dd>
              </dl>
              {signOutButton(device, true)}
            </li>
          ))}
          <li>{signOutAllButton}</li>
        </ul>
      )}
    </Card>
  );
}
