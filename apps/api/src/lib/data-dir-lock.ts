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
/** The lock holder's process id, written as soon as the lock is taken. */
const ownerPath = (dataDir: string) => path.join(dataDir, 'server.lock.pid');

export class DataDirBusyError extends Error {}

/** False when the process that took the lock no longer exists (killed, crashed): its lock is stale at once. */
function ownerAlive(dataDir: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerPath(dataDir), 'utf8'));
  } catch {
    return true; // no record: a holder may be starting; the lock's own staleness decides
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

async function takeLock(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const release = await lockfile.lock(dataDir, {
    lockfilePath: lockPath(dataDir),
    stale: 15_000,
    update: 5_000,
    retries: 0,
    onCompromised: onLost,
  });
  writeFileSync(ownerPath(dataDir), String(process.pid));
  return async () => {
    rmSync(ownerPath(dataDir), { force: true });
    await release();
  };
}

export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await takeLock(dataDir, onLost);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    // A supervisor restarting after SIGKILL must not wait for the lock to go stale.
    if (!ownerAlive(dataDir)) {
      rmSync(lockPath(dataDir), { recursive: true, force: true });
      clearRunningServer(dataDir);
      return takeLock(dataDir, onLost);
    }
    const running = readRunningServer(dataDir);
    throw new DataDirBusyError(
      `Another Ringside process is using the data folder ${dataDir}${running ? ` (pid ${running.pid}, ${running.url})` : ''}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
  }
}

export async function isDataDirLocked(dataDir: string): Promise<boolean> {
  try {
    return (await lockfile.check(dataDir, { lockfilePath: lockPath(dataDir), stale: 15_000 })) && ownerAlive(dataDir);
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
