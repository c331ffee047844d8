import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { initials } from '@ringside/contract/display/names';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/identity/api/logout';
import type { Session } from '../../lib/session';

/** The links of a signed-in customer's menu, shared by the header dropdown and the phone drawer. */
export function useAccountLinks(session: Session) {
  const { t } = useTranslation();
  const links = [
    { key: '/account', label: t('nav.profile') },
    { key: '/account/security', label: t('nav.security') },
    { key: '/account/devices', label: t('nav.devices') },
  ];
  links.push(
    { key: '/account/purchases', label: t('nav.purchases') },
    { key: '/account/tickets', label: t('nav.tickets') },
  );
  if (session.customerType === 'INDIVIDUAL')
    links.push(
      { key: '/account/fighter', label: t('nav.fighterApplication') },
      { key: '/account/registrations', label: t('nav.registrations') },
    );
  if (session.customerType === 'AGENT') links.push({ key: '/account/logo', label: t('nav.logo') });
  if (session.customerType === 'SUPPORT') links.push({ key: '/admin', label: t('nav.backOffice') });
  return links;
}

export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const items: MenuProps['items'] = [
    ...useAccountLinks(session),
    { type: 'divider' },
    { key: 'sign-out', label: t('nav.signOut'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => (key === 'sign-out' ? logout.mutate() : void navigate(key)),
      }}
    >
      <Button type="text" className="account-button" aria-label={t('nav.account')}>
        <Avatar size="small" style={{ background: '#dc2626' }} icon={session.fullName ? undefined : <UserOutlined />}>
          {initials(session.fullName)}
        </Avatar>
        <span className="account-name">{session.fullName.split(' ')[0]}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
