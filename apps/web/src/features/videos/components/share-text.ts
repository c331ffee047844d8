/** A page's description for link previews: the text's start on one line, or the fallback when there is none. */
export function shareText(description: string | null | undefined, fallback: string): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}
