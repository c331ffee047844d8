import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnreachable } from './gateway';
import { type GatewayExchange, createGatewayHttp } from './gateway-http';

const SECRET = 'sk_live_51Hx-very-secret';
let server: Server;
let base: string;
const received: { headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ echo: body, key: SECRET }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the gateways’ HTTP client', () => {
  it('sends JSON or a form, answers the raw text, and logs both ways with secrets and credentials redacted', async () => {
    const log: GatewayExchange[] = [];
    const http = createGatewayHttp(
      'KHALTI',
      () => [SECRET],
      async (exchange) => void log.push(exchange),
    );

    const json = await http('R-1', {
      method: 'POST',
      url: `${base}/initiate`,
      headers: { Authorization: `Key ${SECRET}` },
      json: { amount: 150000, secret: SECRET },
    });
    expect(json).toEqual({ status: 201, text: expect.stringContaining(SECRET) });
    await http('R-1', { method: 'POST', url: `${base}/form`, form: { amount: '1500', signature: 'abc' } });

    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers.authorization).toBe(`Key ${SECRET}`);
    expect(received[1]).toMatchObject({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=1500&signature=abc',
    });
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      referenceId: 'R-1',
      method: 'KHALTI',
      request: { method: 'POST', url: `${base}/initiate`, headers: { authorization: '[redacted]' } },
      response: { status: 201 },
      error: null,
    });
    expect(JSON.stringify(log)).not.toContain(SECRET);
    expect(JSON.stringify(log)).toContain('\\"amount\\":150000');
  });

  it('logs a gateway it cannot reach, and says so with GatewayUnreachable', async () => {
    const log: GatewayExchange[] = [];
    const http = createGatewayHttp(
      'ESEWA',
      () => [],
      async (exchange) => void log.push(exchange),
      2_000,
    );
    await expect(http('R-2', { method: 'GET', url: 'http://127.0.0.1:9/status' })).rejects.toBeInstanceOf(
      GatewayUnreachable,
    );
    expect(log[0]).toMatchObject({ referenceId: 'R-2', response: null, error: expect.any(String) });
  });
});
