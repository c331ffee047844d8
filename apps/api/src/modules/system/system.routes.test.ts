import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';

const t = useTestApp();

describe('system', () => {
  it('reports health with the database status, the message transports and the version', async () => {
    const reply = await new TestClient(t.app).get('/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      data: {
        status: 'ok',
        database: 'ok',
        mail: 'outbox',
        sms: 'outbox',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      },
    });
  });

  it('answers unknown API paths with 404 JSON and a code', async () => {
    const reply = await new TestClient(t.app).get('/no/such/thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 'HUBGNNF001', message: 'The requested resource was not found' });
  });

  it('answers malformed JSON with 400 and a code, never 500', async () => {
    const reply = await new TestClient(t.app).call('POST', '/auth', '{"email": ', {
      'content-type': 'application/json',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBGNJS001');
  });

  it('answers unsupported content types with 415', async () => {
    const reply = await new TestClient(t.app).call('POST', '/auth', '<email/>', { 'content-type': 'application/xml' });
    expect(reply.status).toBe(415);
    expect(reply.body.code).toBe('HUBGNCT001');
  });

  it('answers schema violations with fieldErrors in the caller language', async () => {
    const reply = await new TestClient(t.app).post('/register', { firstName: 'A' }, { 'accept-language': 'ne' });
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors.firstName).toEqual({ code: 'HUBCSFN002', message: 'पहिलो नाम धेरै छोटो भयो' });
    expect(reply.body.fieldErrors.lastName.code).toBe('HUBCSLN001');
  });

  it('serves the public configuration', async () => {
    const reply = await new TestClient(t.app).get('/public/configs');
    expect(reply.body.data.passwordPolicy).toEqual({
      minLength: 8,
      maxLength: 64,
      minUppercase: 1,
      minNumerics: 1,
      minSpecial: 1,
    });
    expect(reply.body.data.brand.name).toBe('Summit Fighting Championship');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/auth', '/api/v1/register', '/api/v1/customers/{userId}']));
    // An upload declares its one file, so that the web client's generated types send FormData there.
    const upload = response.json().paths['/api/v1/customers/logo'].put.requestBody;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(upload.content['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
  });

  it('serves 64 px flags from its own server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/flags/w64/np.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.readUInt32BE(16)).toBe(64);
    expect((await t.app.inject({ method: 'GET', url: '/flags/w64/zz.png' })).statusCode).toBe(404);
  });

  it('names countries in the caller language, Nepal first, with dial codes', async () => {
    const english = await new TestClient(t.app).get('/public/countries');
    expect(english.body.data.items[0]).toEqual({ code: 'NP', name: 'Nepal', demonym: 'Nepali', dialCode: '+977' });
    const nepali = await new TestClient(t.app).get('/public/countries', { 'accept-language': 'ne' });
    expect(nepali.headers.vary).toContain('accept-language');
    const items = nepali.body.data.items as { code: string; name: string; dialCode: string | null }[];
    expect(items[0]).toEqual({ code: 'NP', name: 'नेपाल', demonym: 'नेपाल', dialCode: '+977' });
    expect(items.find((country) => country.code === 'IN')).toMatchObject({ name: 'भारत', dialCode: '+91' });
    expect(items.filter((country) => /[A-Za-z]/.test(country.name))).toEqual([]);
    expect(items).toHaveLength(english.body.data.items.length);
  });
});
