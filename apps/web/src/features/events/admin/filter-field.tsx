import { type ReactNode, useId } from 'react';

/** A labelled control of a list's filter bar (a select, a date range): the label names the control by its id. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="admin-filter events-admin-filter-select">
      <label htmlFor={id} className="admin-filter-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
