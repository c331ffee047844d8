import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite does not lock its folder and two processes on it corrupt it. The server holds this lock for as
 * long as it runs; a second server refuses to start and scripts go through the running one instead.
 */
export interface RunningServer {
  pid: number;
  url: string;
  controlToken: string;
}

const lockPath = (dataDir: string) => path.join(dataDir, 'server.lock');
const infoPath = (dataDir: string) => path.join(dataDir, 'server.json');

export class DataDirBusyError extends Error {}

export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const running = readRunningServer(dataDir);
    throw new DataDirBusyError(
      `Another Ringside process is using the data folder ${dataDir}${running ? ` (pid ${running.pid}, ${running.url})` : ''}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
}

export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  try {
    return await lockfile.check(dataDir, { lockfilePath: lockPath(dataDir), stale: 15_000 });
  } catch {
    return false;
  }
}

export function writeRunningServer(dataDir: string, info: RunningServer): void {
  writeFileSync(infoPath(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function readRunningServer(dataDir: string): RunningServer | undefined {
  try {
    return JSON.parse(readFileSync(infoPath(dataDir), 'utf8')) as RunningServer;
  } catch {
    return undefined;
  }
}

export function clearRunningServer(dataDir: string): void {
  rmSync(infoPath(dataDir), { force: true });
}
