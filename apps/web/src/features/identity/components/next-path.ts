/** Where to go after signing in: a `?next=` path inside this site, never another origin (open redirect). */
export function safeNext(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
