import { readFileSync } from 'node:fs';

declare const __APP_VERSION__: string | undefined;

/** The release version: stamped into the bundle at build time, read from package.json in development. */
export const APP_VERSION: string =
  typeof __APP_VERSION__ === 'string'
    ? __APP_VERSION__
    : (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string })
        .version;
