import './ui.css';

/** A turning ring; `label` names it for screen readers when nothing else says what is loading. */
export function Spinner({ small, label }: { small?: boolean; label?: string }) {
  return (
    <span
      className={small ? 'spinner spinner-small' : 'spinner'}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
