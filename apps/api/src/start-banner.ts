import type { AppConfig } from './config';

/** What `npm start` prints once listening. A production start never prints a password. */
export function startBanner(config: AppConfig, localUrl: string, seeded: boolean): string {
  const { server, db, demo } = config;
  const lines = [
    `Ringside is running at ${localUrl}${server.publicUrl !== localUrl ? ` (public URL ${server.publicUrl})` : ''}`,
    `  API docs: ${localUrl}/api/docs`,
    `  Database: ${db.url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${db.embeddedDir}`}${seeded ? ', demo content added' : ''}`,
  ];
  if (demo.seed && !config.isProduction)
    lines.push(`  Demo administrator: ${demo.adminEmail} / ${demo.adminPassword}  (sign in at ${localUrl}/admin)`);
  else if (demo.seed) lines.push(`  Demo administrator: ${demo.adminEmail} (password from DEMO_ADMIN_PASSWORD)`);
  else lines.push('  Administrators: create the first with `npm run create-admin -- --email E --password P`');
  return lines.join('\n');
}
