/** The token segment of a signed playback URL: `/api/v1/play/<token>/master.m3u8` and everything under it. */
const TOKEN_SEGMENT = /\/play\/([^/?#]+)\//;

/** The token a playback URL is signed with, or undefined for a URL that is not a signed playback. */
export function tokenOf(url: string): string | undefined {
  return TOKEN_SEGMENT.exec(url)?.[1];
}

/**
 * The same playlist or segment under another token: the player asks for a fresh token before the old one
 * expires, and every request after that (including those for URLs read from playlists signed with an older
 * token) carries the fresh one. URLs that are not signed playbacks are left alone.
 */
export function withToken(url: string, token: string): string {
  return url.replace(TOKEN_SEGMENT, `/play/${token}/`);
}
