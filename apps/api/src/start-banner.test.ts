import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

const url = 'http://localhost:3000';

describe('the start banner', () => {
  it('shows the demo administrator’s password in development only', () => {
    expect(startBanner(loadConfig({}), url, true)).toContain(
      'Demo administrator: admin@sfc.example / Summit@2026  (sign in at http://localhost:3000/admin)',
    );
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DEMO_SEED: 'true' } as const;
    const banner = startBanner(loadConfig({ ...production, DEMO_ADMIN_PASSWORD: 'Visible#2026' }), url, true);
    expect(banner).toContain('Demo administrator: admin@sfc.example (password from DEMO_ADMIN_PASSWORD)');
    expect(banner).not.toContain('Visible#2026');
  });

  it('tells a production install without the demo how to create the first administrator', () => {
    const banner = startBanner(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) }), url, false);
    expect(banner).toContain('create the first with `npm run create-admin -- --email E --password P`');
    expect(banner).not.toMatch(/Summit@2026|Demo administrator/);
  });
});
