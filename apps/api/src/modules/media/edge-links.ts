import { createHash, timingSafeEqual } from 'node:crypto';

/** Edge links expire on these boundaries, so that every viewer of a segment in a window gets the same URL. */
const WINDOW_SECONDS = 60;
/** A rendition playlist's segment line. */
const SEGMENT_LINE = /^seg-\d{3,6}\.ts$/gm;
/** Signed playlists kept (the last copy of each): a night's live renditions and its most watched videos. */
const SIGNED_PLAYLISTS = 200;

/**
 * Short-lived segment links an edge checks without asking the origin (decision 66), in nginx's `secure_link`
 * format: `?md5=<base64url(md5(expires + path + secret))>&expires=<unix seconds>`, which nginx checks with
 * `secure_link $arg_md5,$arg_expires; secure_link_md5 "${secure_link_expires}${uri}<secret>";`. The path is the same for
 * every viewer, so the edge caches one copy per segment.
 */
export class EdgeLinks {
  /** The last signed copy of each playlist, by its segments' path: every viewer asks for the same text. */
  private readonly signed = new Map<string, { source: string; expires: number; text: string }>();

  constructor(
    private readonly secret: string,
    private readonly seconds: number,
    /** Where the edge answers (a CDN's host); empty for the same origin as the playlist (nginx in front). */
    private readonly baseUrl = '',
  ) {}

  /** The path signed until a little after `seconds` from now. */
  sign(path: string, now = Date.now()): string {
    return this.link(path, this.expiresAt(now));
  }

  /**
   * A rendition playlist with each segment line made the edge link of `<prefix>/<segment>`. The same text signed in
   * the same window is the same for every viewer: it is signed once (thousands of players ask every few seconds).
   */
  signPlaylist(prefix: string, source: string, now = Date.now()): string {
    const expires = this.expiresAt(now);
    const last = this.signed.get(prefix);
    if (last && last.expires === expires && last.source === source) return last.text;
    const text = source.replace(SEGMENT_LINE, (segment) => this.link(`${prefix}/${segment}`, expires));
    this.signed.delete(prefix);
    if (this.signed.size >= SIGNED_PLAYLISTS) this.signed.delete(this.signed.keys().next().value!);
    this.signed.set(prefix, { source, expires, text });
    return text;
  }

  /** What the edge checks, for the origin's own copy of the route (reached through the edge on a miss, or alone). */
  verify(path: string, md5: string | undefined, expires: string | undefined, now = Date.now()): boolean {
    if (!md5 || !expires || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= now) return false;
    const expected = Buffer.from(this.digest(Number(expires), path));
    const given = Buffer.from(md5);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private expiresAt(now: number): number {
    return Math.ceil((now / 1000 + this.seconds) / WINDOW_SECONDS) * WINDOW_SECONDS;
  }

  private link(path: string, expires: number): string {
    return `${this.baseUrl}${path}?md5=${this.digest(expires, path)}&expires=${expires}`;
  }

  private digest(expires: number, path: string): string {
    return createHash('md5').update(`${expires}${path}${this.secret}`).digest('base64url');
  }
}
