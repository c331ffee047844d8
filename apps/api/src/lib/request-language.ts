import type { IncomingHttpHeaders } from 'node:http';
import { type Language, languageFrom } from '@ringside/contract';

const CHOSEN = /(?:^|;\s*)lang=(en|ne)(?:;|$)/;
const ASKED = /[?&]lang=(en|ne)(?:&|#|$)/;

/**
 * The caller's language (decision 50): `?lang=` on a page's address (how search engines reach each language), then
 * the visitor's choice (the web app's `lang` cookie), then Accept-Language, else English.
 */
export function requestLanguage(request: { url?: string; headers: IncomingHttpHeaders }): Language {
  const chosen = ASKED.exec(request.url ?? '')?.[1] ?? CHOSEN.exec(request.headers.cookie ?? '')?.[1];
  if (chosen) return chosen as Language;
  return languageFrom(request.headers['accept-language']);
}
