import { Tabs } from 'antd';
import { EVENT_REGISTRATION_STATUSES } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../../components/admin/list-params';
import { RegistrationAuditLog } from './registration-audit-log';
import { RegistrationList } from './registration-list';
import '../../../components/admin/admin.css';
import './events-admin.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

function AllRegistrations() {
  const { values, page, setFilter, setPage } = useListParams(['event', 'status', 'weightClass', 'q'] as const);
  return (
    <RegistrationList
      filters={{
        eventId: uuid(values.event),
        status: EVENT_REGISTRATION_STATUSES.find((value) => value === values.status),
        weightClassId: uuid(values.weightClass),
        query: values.q?.trim().slice(0, 60) || undefined,
        page,
      }}
      onFilter={setFilter}
      onPage={setPage}
    />
  );
}

/** Every fighter registration (accept, reject with a reason) and the audit log of their changes (?view=audit). */
export function RegistrationsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'audit' ? 'audit' : 'registrations';
  return (
    <Tabs
      activeKey={view}
      // Each view has filters of its own: switching starts the other one afresh.
      onChange={(key) => setParams(key === 'audit' ? { view: 'audit' } : {})}
      items={[
        {
          key: 'registrations',
          label: t('eventsAdmin.registrations.title'),
          children: view === 'registrations' ? <AllRegistrations /> : null,
        },
        {
          key: 'audit',
          label: t('eventsAdmin.audit.title'),
          children: view === 'audit' ? <RegistrationAuditLog /> : null,
        },
      ]}
    />
  );
}
