import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../components/ui/ui.css';

/**
 * Success toasts (top centre, 4 s: long enough to read in a second language) and error or information notices (top
 * right, 4.5 s, at most 3), reachable from outside React (the query client's error handler, the session's sign-out).
 * Our own, not antd's: every page shows them, and the reading pages carry no antd (decision 43).
 */
interface Feedback {
  id: number;
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

const LIMIT = 3;
const DURATION_MS = { success: 4000, error: 4500, info: 4500 } as const;
const NONE: Feedback[] = [];
let shown: Feedback[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Feedback[]) {
  shown = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  publish(shown.filter((item) => item.id !== id));
}

function show(item: Omit<Feedback, 'id'>): void {
  const id = nextId++;
  const sameKind = shown.filter((other) => (other.kind === 'success') === (item.kind === 'success'));
  const dropped = sameKind.length >= LIMIT ? sameKind[0]?.id : undefined;
  publish([...shown.filter((other) => other.id !== dropped), { ...item, id }]);
  setTimeout(() => dismiss(id), DURATION_MS[item.kind]);
}

export function showSuccess(text: string): void {
  show({ kind: 'success', title: text });
}

export function showError(text: string, title?: string): void {
  show({ kind: 'error', title: title ?? text, description: title ? text : undefined });
}

export function showInfo(text: string): void {
  show({ kind: 'info', title: text });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the messages appear; mounted once by the root layout. Errors are alerts, the rest polite statuses. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  );
  const toasts = items.filter((item) => item.kind === 'success');
  const notices = items.filter((item) => item.kind !== 'success');
  return (
    <>
      <div className="toasts">
        {toasts.map((item) => (
          <div key={item.id} className="toast" role="status">
            {item.title}
          </div>
        ))}
      </div>
      <div className="notices">
        {notices.map((item) => (
          <div
            key={item.id}
            className={`notice-toast notice-toast-${item.kind}`}
            role={item.kind === 'error' ? 'alert' : 'status'}
          >
            <div className="notice-toast-title">{item.title}</div>
            {item.description ? <div className="notice-toast-text">{item.description}</div> : null}
            <button
              type="button"
              className="notice-toast-close"
              aria-label={t('common.close')}
              onClick={() => dismiss(item.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
