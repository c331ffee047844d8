import { useState } from 'react';
import { RegistrationList, type RegistrationFilterKey, type RegistrationFilters } from './registration-list';

/** One event's registrations: the shared list with the event fixed and its filters kept on the page. */
export function EventRegistrationsTab({ eventId }: { eventId: string }) {
  const [filters, setFilters] = useState<RegistrationFilters>({ eventId, page: 1 });
  const keys: Record<Exclude<RegistrationFilterKey, 'event'>, keyof RegistrationFilters> = {
    status: 'status',
    weightClass: 'weightClassId',
    q: 'query',
  };
  return (
    <RegistrationList
      fixedEvent
      filters={filters}
      onFilter={(key, value) => {
        if (key !== 'event') setFilters((current) => ({ ...current, [keys[key]]: value, page: 1 }));
      }}
      onPage={(page) => setFilters((current) => ({ ...current, page }))}
    />
  );
}
