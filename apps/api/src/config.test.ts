import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, EnvSchema, loadConfig } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('needs nothing for the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.server.port).toBe(3000);
    expect(config.db.url).toBeUndefined();
    expect(config.session.maxDevices).toBe(2);
    expect(config.passwordPolicy).toEqual({
      minLength: 8,
      maxLength: 64,
      minUppercase: 1,
      minNumerics: 1,
      minSpecial: 1,
    });
    expect(config.otp).toMatchObject({ ttlSeconds: 600, maxAttempts: 5, resendSeconds: 60 });
    expect(config.demo.seed).toBe(true);
    expect(config.server.publicUrl).toBe('http://localhost:3000');
    // No PAN: receipts, not tax invoices.
    expect(config.invoices).toBeNull();
  });

  it('turns receipts into tax invoices with a PAN, the VAT rate in basis points', () => {
    expect(loadConfig({ BUSINESS_PAN: '301234567', VAT_RATE_PERCENT: '13' }).invoices).toEqual({
      pan: '301234567',
      name: 'Summit Fighting Championship',
      address: null,
      vatRateBp: 1300,
    });
    expect(
      loadConfig({ BUSINESS_PAN: '301234567', BUSINESS_NAME: 'SFC Pvt. Ltd.', VAT_RATE_PERCENT: '12.5' }).invoices,
    ).toMatchObject({ name: 'SFC Pvt. Ltd.', vatRateBp: 1250 });
    expect(problems({ BUSINESS_PAN: '12345', VAT_RATE_PERCENT: '13.125' })).toEqual(
      expect.arrayContaining([expect.stringContaining('BUSINESS_PAN'), expect.stringContaining('VAT_RATE_PERCENT')]),
    );
    // The brand's name by default, an address when given, 13% unless said, 0 and 100 allowed.
    expect(
      loadConfig({ BUSINESS_PAN: ' 301234567 ', BRAND_NAME: 'Everest FC', BUSINESS_ADDRESS: 'Tripureshwor, Kathmandu' })
        .invoices,
    ).toEqual({ pan: '301234567', name: 'Everest FC', address: 'Tripureshwor, Kathmandu', vatRateBp: 1300 });
    expect(loadConfig({ BUSINESS_PAN: '301234567', VAT_RATE_PERCENT: '0' }).invoices?.vatRateBp).toBe(0);
    expect(loadConfig({ BUSINESS_PAN: '301234567', VAT_RATE_PERCENT: '100' }).invoices?.vatRateBp).toBe(10_000);
    expect(loadConfig({ BUSINESS_PAN: '301234567', VAT_RATE_PERCENT: '0.01' }).invoices?.vatRateBp).toBe(1);
    // A rate without a PAN changes nothing; a bad one is refused all the same.
    expect(loadConfig({ VAT_RATE_PERCENT: '15' }).invoices).toBeNull();
    for (const [name, value] of [
      ['BUSINESS_PAN', '30123456A'],
      ['BUSINESS_PAN', '3012345678'],
      ['BUSINESS_PAN', '301 234 567'],
      ['VAT_RATE_PERCENT', '100.5'],
      ['VAT_RATE_PERCENT', '-1'],
      ['VAT_RATE_PERCENT', 'thirteen'],
    ] as const)
      expect([name, value, problems({ [name]: value })]).toEqual([
        name,
        value,
        [expect.stringMatching(new RegExp(`^${name}: `))],
      ]);
  });

  it('names every bad variable', () => {
    const found = problems({
      PORT: 'eighty',
      SESSION_MAX_DEVICES: '0',
      SMTP_URL: 'http://mail',
      BRAND_PRIMARY_COLOR: 'black',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^SESSION_MAX_DEVICES: /),
        expect.stringMatching(/^SMTP_URL: /),
        expect.stringMatching(/^BRAND_PRIMARY_COLOR: must be a colour/),
      ]),
    );
  });

  it('stops on an inconsistent password policy', () => {
    expect(problems({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '10' })).toEqual([
      'PASSWORD_*: the password policy is inconsistent: the maximum length is below the minimum length',
    ]);
    expect(
      problems({
        PASSWORD_MAX_LENGTH: '8',
        PASSWORD_MIN_UPPERCASE: '4',
        PASSWORD_MIN_NUMERICS: '4',
        PASSWORD_MIN_SPECIAL: '1',
      })[0],
    ).toMatch(/do not fit in the maximum length/);
  });

  it('requires a session secret in production and complete SMS settings', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: required in production/),
    ]);
    expect(problems({ SMS_PROVIDER: 'sparrow' })).toEqual([
      expect.stringMatching(/^SMS_TOKEN/),
      expect.stringMatching(/^SMS_FROM/),
    ]);
  });

  it('turns off the demo seed on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }).demo.seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db', DEMO_SEED: 'true' }).demo.seed).toBe(true);
  });

  it('never adds the demo in production unless DEMO_SEED=true is set by name', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) } as const;
    expect(loadConfig({}).demo.seed).toBe(true);
    expect(loadConfig(production).demo.seed).toBe(false);
    expect(loadConfig({ ...production, DEMO_SEED: 'auto' }).demo.seed).toBe(false);
    expect(loadConfig({ ...production, DEMO_SEED: 'true' }).demo.seed).toBe(true);
  });

  it('switches a payment gateway on with all its settings, and stops on a half-configured one', () => {
    expect(loadConfig({}).payments).toMatchObject({ sandbox: 'auto', esewa: undefined, stripe: undefined });
    const khalti = loadConfig({ KHALTI_SECRET_KEY: 'test_secret_key_x' }).payments.khalti;
    expect(khalti).toEqual({ secretKey: 'test_secret_key_x', baseUrl: 'https://dev.khalti.com/api/v2' });
    expect(problems({ ESEWA_PRODUCT_CODE: 'EPAYTEST', IME_PAY_API_USER: 'ringside' })).toEqual([
      "ESEWA_*: set all of the gateway's settings or none (missing: ESEWA_SECRET_KEY)",
      "IME_PAY_*: set all of the gateway's settings or none (missing: IME_PAY_MERCHANT_CODE, IME_PAY_MODULE, IME_PAY_API_PASSWORD)",
    ]);
  });
});

describe('the documentation of settings', () => {
  it('lists every variable in the README and in .env.example', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const undocumented = Object.keys(EnvSchema.shape).filter(
      (name) => !readme.includes(`\`${name}\``) || !new RegExp(`^# ${name}=`, 'm').test(example),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('the media and live defaults', () => {
  it('keep uploads a day, leave 1 GiB free, take 20 photos a day, close silent RTMP after 10 s, wait 5 minutes for an encoder', () => {
    const config = loadConfig({});
    expect(config.video).toMatchObject({ uploadExpiryHours: 24, uploadFreeSpaceMarginBytes: 1024 ** 3 });
    expect(config.uploads.photosPerDay).toBe(20);
    expect(config.live).toMatchObject({ reconnectSeconds: 300, rtmpTimeoutSeconds: 10, rtmpConnectionsPerAddress: 5 });
  });
});
