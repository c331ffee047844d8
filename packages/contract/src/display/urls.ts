/**
 * 'https://www.facebook.com/sfc' -> 'facebook.com'. Social links are often
 * typed without a scheme ('www.x.com/a'), so a missing one is assumed https.
 * Returns '' for anything unparseable instead of throwing, because it runs
 * while rendering.
 */
export function hostname(url: string | null | undefined): string {
  const text = url?.trim() ?? '';
  if (!text) return '';
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    return new URL(absolute).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
