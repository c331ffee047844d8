import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, tried on planted files: each must fail lint, and its allowed twin must
// pass (so a rule that stops resolving imports, and so stops firing, fails here too).
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = expect.stringContaining('import-x/no-restricted-paths');

describe('import boundaries', () => {
  it('keeps the web lib below the features', async () => {
    const planted =
      "import { getVideoDetail } from '../features/videos/api/video-detail';\nexport { getVideoDetail };\n";
    expect(await problems('apps/web/src/lib/planted.ts', planted)).toEqual([boundary]);
    expect(await problems('apps/web/src/app/planted.ts', planted.replace('../features', '../features'))).toEqual([]);
  });

  it('keeps web features apart', async () => {
    const planted = "import { getVideoDetail } from '../../videos/api/video-detail';\nexport { getVideoDetail };\n";
    expect(await problems('apps/web/src/features/events/api/planted.ts', planted)).toEqual([boundary]);
    expect(await problems('apps/web/src/features/videos/api/planted.ts', planted)).toEqual([]);
  });

  it('keeps the API lib below the modules', async () => {
    const planted = "import { eventHeadlines } from '../modules/events/published';\nexport { eventHeadlines };\n";
    expect(await problems('apps/api/src/lib/planted.ts', planted)).toEqual([boundary]);
  });

  it("keeps another API module's tables and repositories its own", async () => {
    const table = "import { events } from '../events/events.table';\nexport { events };\n";
    const repository =
      "import { ticketsRepository } from '../events/tickets.repository';\nexport { ticketsRepository };\n";
    const published = "import { eventHeadlines } from '../events/published';\nexport { eventHeadlines };\n";
    expect(await problems('apps/api/src/modules/media/planted.ts', table)).toEqual([boundary]);
    expect(await problems('apps/api/src/modules/media/planted.ts', repository)).toEqual([boundary]);
    expect(await problems('apps/api/src/modules/media/planted.ts', published)).toEqual([]);
    // A foreign key names another module's table; a test reads any table to check what a route wrote.
    expect(await problems('apps/api/src/modules/media/planted.table.ts', table)).toEqual([]);
    expect(await problems('apps/api/src/modules/media/planted.test.ts', table)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // api-client imports device-token: device-token importing api-client closes a loop.
    const planted = "import { api } from './api-client';\nexport const client = api;\n";
    expect(await problems('apps/web/src/lib/device-token.ts', planted)).toEqual([
      expect.stringContaining('import-x/no-cycle'),
    ]);
    expect(await problems('apps/web/src/lib/planted.ts', planted)).toEqual([]);
  });
});

describe('the typed client', () => {
  it('is the only way the web app calls the API', async () => {
    const planted = "export const me = () => fetch('/api/v1/customers/me');\n";
    expect(await problems('apps/web/src/features/identity/api/planted.ts', planted)).toEqual([
      expect.stringContaining('no-restricted-globals'),
    ]);
  });
});
