import { useLocation } from 'react-router';

/**
 * Where "back" leads from a detail page: the back-office list the staff member came from (with its filters,
 * passed as `state.from` by the list's links), else `fallback`.
 */
export function useBackPath(fallback: string): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin') ? from : fallback;
}
