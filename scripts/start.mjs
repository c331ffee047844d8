// `npm start`: builds what is not built, then runs the server (or, with --script NAME, a maintenance script)
// in this same process, so signals reach it directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scriptIndex = process.argv.indexOf('--script');
const entry = scriptIndex >= 0 ? process.argv[scriptIndex + 1] : 'server';
if (scriptIndex >= 0) process.argv.splice(scriptIndex, 2);

// Settings may sit in a .env file at the root; variables already in the environment win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const built = await ensureBuilt();
if (built.length) console.log(`Built ${built.join(' and ')}.`);
await import(pathToFileURL(path.join(root, 'apps/api/dist', `${entry}.js`)).href);
