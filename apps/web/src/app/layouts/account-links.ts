import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session';

/** The links of a signed-in customer's menu, shared by the header's menu, the phone drawer and the account area. */
export function useAccountLinks(session: Session) {
  const { t } = useTranslation();
  const links = [
    { key: '/account', label: t('nav.profile') },
    { key: '/account/security', label: t('nav.security') },
    { key: '/account/devices', label: t('nav.devices') },
    { key: '/account/alerts', label: t('nav.alerts') },
  ];
  links.push(
    { key: '/account/library', label: t('nav.library') },
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
