import type { LinkAction } from '@ringside/contract';

/**
 * Where a server-driven link action goes (spec: NONE does nothing; OPEN or SEARCH with redirect NEW opens the
 * url in a new tab, with SAME in the same tab). `internal` is a page of this site (the router takes it in the
 * same tab); `external` an https address. Anything else is not followed at all.
 */
export type LinkTarget =
  { kind: 'none'; href: null; newTab: false } | { kind: 'internal' | 'external'; href: string; newTab: boolean };

const NOWHERE: LinkTarget = { kind: 'none', href: null, newTab: false };
/** A path of this site: one leading slash (two would be another host) and no spaces. */
const SITE_PATH = /^\/(?!\/)\S*$/;

export function linkTarget(action: LinkAction | null | undefined): LinkTarget {
  if (!action || action.action === 'NONE') return NOWHERE;
  const url = action.url?.trim() ?? '';
  const newTab = action.redirect === 'NEW';
  if (SITE_PATH.test(url)) return { kind: 'internal', href: url, newTab };
  if (action.action === 'OPEN' && /^https:\/\/[^\s/]+/i.test(url)) return { kind: 'external', href: url, newTab };
  return NOWHERE;
}
