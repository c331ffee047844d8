import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers';

describe('security headers', () => {
  it('sends helmet’s headers with our content security policy on every answer', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // WebAssembly may compile (the door's QR reader); JavaScript eval stays refused.
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(response.headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the short set fit for JSON on the API: no script, no framing, no sniffing, no other site', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/api/v1/thing', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/api/v1/thing' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
