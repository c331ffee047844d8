import { createHash, timingSafeEqual } from 'node:crypto';

/** Edge links expire on these boundaries, so that every viewer of a segment in a window gets the same URL. */
const WINDOW_SECONDS = 60;

/**
 * Short-lived segment links an edge checks without asking the origin (decision 66), in nginx's `secure_link`
 * format: `?md5=<base64url(md5(expires + path + secret))>&expires=<unix seconds>`, which nginx checks with
 * `secure_link $arg_md5,$arg_expires; secure_link_md5 "${secure_link_expires}${uri}<secret>";`. The path is the same for
 * every viewer, so the edge caches one copy per segment.
 */
export class EdgeLinks {
  constructor(
    private readonly secret: string,
    private readonly seconds: number,
    /** Where the edge answers (a CDN's host); empty for the same origin as the playlist (nginx in front). */
    private readonly baseUrl = '',
  ) {}

  /** The path signed until a little after `seconds` from now. */
  sign(path: string, now = Date.now()): string {
    const expires = Math.ceil((now / 1000 + this.seconds) / WINDOW_SECONDS) * WINDOW_SECONDS;
    return `${this.baseUrl}${path}?md5=${this.digest(expires, path)}&expires=${expires}`;
  }

  /** What the edge checks, for the origin's own copy of the route (reached through the edge on a miss, or alone). */
  verify(path: string, md5: string | undefined, expires: string | undefined, now = Date.now()): boolean {
    if (!md5 || !expires || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= now) return false;
    const expected = Buffer.from(this.digest(Number(expires), path));
    const given = Buffer.from(md5);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private digest(expires: number, path: string): string {
    return createHash('md5').update(`${expires}${path}${this.secret}`).digest('base64url');
  }
}
