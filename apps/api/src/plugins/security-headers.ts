import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const applyHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // WebAssembly compiles (the door screen's QR reader) but no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets with our policy. They do not depend on the request, so they are worked out once. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  applyHelmet({} as IncomingMessage, response, () => undefined);
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST list): it is never a document, so it runs no script and loads nothing;
 * it must not be framed, sniffed into HTML or read by another site's page. A tenth of the document set's bytes,
 * on every API call (the public reads are mostly headers at the ceiling).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

/**
 * Security headers on every answer: helmet's set with our policy on pages and files, the short API set on
 * `/api/v1`. Setting a precomputed set in one call costs a fraction of running helmet per request.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/v1/') ? API_HEADERS : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
