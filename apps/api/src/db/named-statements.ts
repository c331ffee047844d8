import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/** Statements a connection keeps prepared, at most: each holds a plan in its PostgreSQL backend. */
const MAX_PER_CONNECTION = 500;
/** Reads only (a union starts with its first part in brackets): a write's planning is a small part of its cost, and many run once (migrations, jobs' DDL). */
const READ = /^\s*\(?\s*(select|with)\b/i;

/** A read kept prepared and sent by name; one marked `plannedEachTime` is not (it starts with a comment). */
export const isNamedRead = (text: string): boolean => READ.test(text);

/**
 * The start of a read that must be planned with its values each time (`plannedEachTime`): on a large table a plan
 * made once for any values (PostgreSQL's generic plan, chosen after five runs of a named statement) can be the
 * wrong one for a given search term or page: the directory's search at 50,000 fighters lost a third of its speed.
 */
const EACH_TIME = '/* planned each time */';

/** A read sent unnamed, so that PostgreSQL plans it with its values every time (see EACH_TIME). */
export const plannedEachTime = (statement: SQL): SQL => sql`${sql.raw(EACH_TIME)} ${statement}`;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `r_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < 10 * MAX_PER_CONNECTION) names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Sends every read as a named prepared statement, named after its text, on this connection. PostgreSQL then
 * parses it once per connection and, after a few runs, plans it once too; unnamed, the parse and the plan took
 * 1 to 9 ms of a public read's statements against 0.1 to 0.5 ms to run them. The text is the same for every
 * request of a read (values travel apart), so a connection holds one statement per read, up to a bound. A read
 * marked `plannedEachTime` is left unnamed.
 */
export function nameReads(client: pg.ClientBase): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const config = args[0] as QueryConfig | string | undefined;
    if (!config || typeof config !== 'object' || config.name || typeof config.text !== 'string') return query(...args);
    if (!isNamedRead(config.text)) return query(...args);
    const name = nameOf(config.text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PER_CONNECTION) return query(...args);
      prepared.add(name);
    }
    return query({ ...config, name }, ...args.slice(1));
  };
}
