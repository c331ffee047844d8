import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { createPgliteTemplate, createTemplateDatabase, dropTemplateDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

let template: string | undefined;

/**
 * One migrated template per run that every test file copies: a PostgreSQL database with TEST_DATABASE_URL, else
 * a dump of an embedded one (a file).
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  template = url ? await createTemplateDatabase(url) : await createPgliteTemplate();
  project.provide('templateDatabase', template);
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (url && template) await dropTemplateDatabase(url, template);
  else if (template) rmSync(template, { force: true });
}
