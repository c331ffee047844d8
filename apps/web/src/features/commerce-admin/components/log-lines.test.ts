import type { PaymentLog } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { logLine, prettyJson } from './log-lines';

const base: PaymentLog = {
  id: '0b6f1f7e-8a43-4c1e-9a53-1f3f0d7c9a01',
  referenceId: 'RS-1',
  method: 'KHALTI',
  request: null,
  response: null,
  error: null,
  durationMs: 0,
  createdAt: '2026-12-01T12:15:00.000Z',
};

describe('logLine', () => {
  it('shows a gateway call as its method and address, its status, and a JSON body indented', () => {
    const line = logLine({
      ...base,
      request: {
        method: 'POST',
        url: 'https://a.khalti.com/api/v2/epayment/lookup/',
        headers: {},
        body: '{"pidx":"x"}',
      },
      response: { status: 200, body: '{"status":"Completed"}' },
      durationMs: 312,
    });
    expect(line.title).toBe('POST https://a.khalti.com/api/v2/epayment/lookup/');
    expect(line.kind).toBe('http');
    expect(line.httpStatus).toBe(200);
    expect(line.request).toContain('"pidx": "x"');
    expect(line.response).toContain('"status": "Completed"');
  });

  it('keeps a body that is not JSON as text', () => {
    const line = logLine({
      ...base,
      request: { method: 'GET', url: 'https://x', body: null },
      response: { status: 502, body: '<html>' },
    });
    expect(line.httpStatus).toBe(502);
    expect(line.response).toContain('"body": "<html>"');
  });

  it('shows our own steps by name, and a call with no answer by its error', () => {
    expect(logLine({ ...base, request: { step: 'refund', note: null }, response: { how: 'MANUAL' } })).toMatchObject({
      title: 'refund',
      kind: 'step',
      httpStatus: null,
    });
    const failed = logLine({ ...base, request: { method: 'POST', url: 'https://x' }, error: 'timeout' });
    expect(failed).toMatchObject({ httpStatus: null, error: 'timeout', response: '—' });
    expect(logLine({ ...base, request: 'odd' }).title).toBe('KHALTI');
  });
});

describe('prettyJson', () => {
  it('indents objects and leaves text as it is', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson('plain')).toBe('plain');
    expect(prettyJson(undefined)).toBe('—');
  });
});
