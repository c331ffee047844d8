import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below a folder, as paths relative to it ("240p/seg-00000.ts"). */
export async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesBelow(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    ),
  );
  return nested.flat();
}
