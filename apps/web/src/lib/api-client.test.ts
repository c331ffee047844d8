import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type ApiAnswer, type ApiBody, ApiError, api } from './api-client';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the typed api', () => {
  const sent: { url: string; init: RequestInit }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { data: null } };

  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the path's parameters (encoded), appends the query without empty values and answers data", async () => {
    answer = { status: 200, body: { data: [{ id: 'f1' }] } };
    const pool = await api.get('/events/admin/{eventId}/fighter-pool', {
      path: { eventId: 'a/b c' },
      query: { query: 'Rai', weightClassId: undefined },
    });
    expect(pool).toEqual([{ id: 'f1' }]);
    expect(sent[0]?.url).toBe('/api/v1/events/admin/a%2Fb%20c/fighter-pool?query=Rai');
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('sends a JSON body as JSON and an upload as FormData, with the device token on both', async () => {
    answer = { status: 200, body: { data: { changed: true } } };
    await api.put('/customers/change-password', {
      body: { currentPassword: 'a', password: 'b', confirmPassword: 'b' },
    });
    const form = new FormData();
    form.append('logo', new Blob(['x']), 'logo.png');
    await api.put('/customers/logo', { body: form });

    const [json, upload] = sent;
    expect(json?.init.body).toBe('{"currentPassword":"a","password":"b","confirmPassword":"b"}');
    expect((json?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(upload?.init.body).toBe(form);
    expect((upload?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
    for (const call of sent) expect((call.init.headers as Record<string, string>)['device-token']).toBeTruthy();
  });

  it('turns an error answer into an ApiError with its code', async () => {
    answer = { status: 404, body: { code: 'HUBCSNF001', message: 'Not found' } };
    const failure = await api.get('/customers/{userId}', { path: { userId: 'u1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'HUBCSNF001', message: 'Not found' });
  });
});

// Checked by `npm run typecheck` (never run): calls are typed from the generated document.
export function typedCalls(form: FormData) {
  // @ts-expect-error a path the API does not declare
  void api.get('/customer/{userId}', { path: { userId: 'u1' } });
  // @ts-expect-error a method the path does not answer
  void api.delete('/customers/ping');
  // @ts-expect-error the path parameter is required
  void api.get('/customers/{userId}');
  // @ts-expect-error a body of the wrong shape
  void api.put('/customers/change-password', { body: { password: 1 } });
  // @ts-expect-error an upload takes FormData, not JSON
  void api.put('/customers/logo', { body: { file: 'logo.png' } });
  void api.put('/customers/logo', { body: form, onUploadProgress: () => {} });

  expectTypeOf(api.get('/customers/{userId}', { path: { userId: 'u1' } })).resolves.toEqualTypeOf<
    ApiAnswer<'get', '/customers/{userId}'>
  >();
  expectTypeOf<ApiAnswer<'get', '/customers/{userId}'>['fullName']>().toEqualTypeOf<string>();
  expectTypeOf<ApiAnswer<'get', '/customers/{userId}'>['middleName']>().toEqualTypeOf<string | null>();
  expectTypeOf<ApiBody<'put', '/customers/logo'>>().toEqualTypeOf<FormData>();
}
