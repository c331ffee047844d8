import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { AppError } from '../lib/app-error';
import { DataDirBusyError, isDataDirLocked, lockDataDir, readRunningServer } from '../lib/data-dir-lock';
import { createAdministrator, type AdministratorInput } from '../modules/identity/administrators';
import { errorMessage } from '@ringside/contract';

/**
 * `npm run create-admin -- --email E --password P`: an administrator holding all four areas. With the
 * embedded database and a server running on it, the server does the work (only one process may open it).
 */
async function viaRunningServer(dataDir: string, input: AdministratorInput) {
  const server = readRunningServer(dataDir);
  if (!server)
    throw new DataDirBusyError(
      `The data folder ${dataDir} is in use but its server cannot be reached; stop it and try again.`,
    );
  const response = await fetch(`${server.url}/api/v1/ops/create-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': server.controlToken },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as {
    data?: { email: string; created: boolean };
    message?: string;
    fieldErrors?: Record<string, { message: string }>;
  };
  if (!body.data)
    throw new Error(Object.values(body.fieldErrors ?? {})[0]?.message ?? body.message ?? `HTTP ${response.status}`);
  return body.data;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (!values.email || !values.password) {
    console.error(
      'Usage: npm run create-admin -- --email admin@example.com --password "S3cure#pass" [--first-name A --last-name B]',
    );
    process.exit(2);
  }
  const input: AdministratorInput = {
    email: values.email,
    password: values.password,
    ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
    ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
  };
  const config = loadConfig();
  let result;
  if (config.db.url) {
    const database = await openPostgres(config.db.url, { poolSize: 1 });
    await migrate(database);
    result = await createAdministrator(database.db, input, config.passwordPolicy).finally(() => database.close());
  } else if (await isDataDirLocked(config.dataDir)) {
    result = await viaRunningServer(config.dataDir, input);
  } else {
    const release = await lockDataDir(config.dataDir, () => {});
    const database = await openPglite(config.db.embeddedDir);
    try {
      await migrate(database);
      result = await createAdministrator(database.db, input, config.passwordPolicy);
    } finally {
      await database.close();
      await release();
    }
  }
  console.log(
    `${result.created ? 'Created' : 'Updated'} administrator ${result.email} with all four permission areas.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof AppError) {
    const field = Object.values(error.options.fieldErrors ?? {})[0];
    console.error(errorMessage(field?.code ?? error.code, 'en', field?.params ?? error.options.params) ?? error.code);
  } else if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof Error)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
