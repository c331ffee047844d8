import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, dropTemplateDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null;
  }
}

let template: string | undefined;

/** With TEST_DATABASE_URL, migrate one template database that every test file copies. */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  template = url ? await createTemplateDatabase(url) : undefined;
  project.provide('templateDatabase', template ?? null);
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (url && template) await dropTemplateDatabase(url, template);
}
