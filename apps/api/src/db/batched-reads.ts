import pg from 'pg';
import { isNamedRead } from './named-statements';

/** Reads sent together at most: a page's reads are a handful; more would make one long statement wait on all. */
const MAX_PER_BATCH = 8;
/** Statements whose columns are known, at most (each costs a few hundred bytes). */
const MAX_KNOWN = 2000;

type Types = { getTypeParser: (oid: number, format?: string) => (value: string) => unknown };
interface ReadConfig {
  text: string;
  rowMode?: 'array';
  types?: Types;
  name?: string;
}
type Fields = pg.FieldDef[];
interface Pending {
  config: ReadConfig;
  values: unknown[];
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
}
type Query = (config: ReadConfig & { values?: unknown[] }, values?: unknown[]) => Promise<pg.QueryResult>;

/** `$n` placeholders outside quoted literals, renumbered after `offset` (the values of the reads before). */
function shifted(text: string, offset: number): string {
  return text
    .split(/('(?:[^']|'')*')/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`),
    )
    .join('');
}

/**
 * One statement for several reads: each read's rows come back as a JSON array of rows, each row an array of its
 * values as text (what the wire carries for a read alone), in the read's own order.
 */
function combined(batch: readonly Pending[], known: Map<string, Fields>): string {
  let offset = 0;
  const parts = batch.map(({ config, values }, index) => {
    const columns = (known.get(config.text) ?? []).map((_field, column) => `c${column}`);
    const row = columns.map((column) => `t.${column}::text`).join(', ');
    const part = `(select coalesce(json_agg(r order by o), '[]') from (select json_build_array(${row}) as r,
      row_number() over () as o from (${shifted(config.text, offset)}) as t(${columns.join(', ')})) as n) as r${index}`;
    offset += values.length;
    return part;
  });
  return `select ${parts.join(',\n')}`;
}

/** A read's own result from its text rows: each value parsed as the read asked (drizzle keeps dates as text). */
function resultOf(config: ReadConfig, fields: Fields, rows: (string | null)[][]): pg.QueryResult {
  const types = config.types ?? pg.types;
  const parsers = fields.map((field) => types.getTypeParser(field.dataTypeID, 'text'));
  const parsed = rows.map((row) => row.map((value, column) => (value === null ? null : parsers[column]!(value))));
  const shaped =
    config.rowMode === 'array'
      ? parsed
      : parsed.map((row) => Object.fromEntries(fields.map((field, column) => [field.name, row[column]])));
  return { command: 'SELECT', rowCount: shaped.length, oid: 0, fields, rows: shaped } as pg.QueryResult;
}

/**
 * Reads a request makes side by side go to PostgreSQL as one statement. Every statement costs a round trip and
 * wakes a database process: on these machines about a tenth of a millisecond of a read's time, more than most
 * reads take to run (four small reads as one statement served 2.2 times the requests of four apart). So the
 * reads asked for in the same turn of the event loop (a page's `Promise.all`) are gathered, sent as one named
 * statement, and each handed its own rows, parsed by its own type parsers exactly as if it had gone alone.
 * A read goes alone the first time its text is seen (its columns' types are learnt from that answer), when it
 * is alone in its turn, and inside transactions (they use a client of their own).
 * If the batch fails, each read is sent again alone, so each gets its own answer or error.
 */
export function batchReads(pool: pg.Pool): void {
  const alone = pool.query.bind(pool) as Query;
  const known = new Map<string, Fields>();
  let queue: Pending[] = [];

  const learn = async (config: ReadConfig, values: unknown[]) => {
    const result = await alone(config, values);
    if (known.size < MAX_KNOWN && result.fields.length > 0) known.set(config.text, result.fields);
    return result;
  };

  const sendAlone = (pending: Pending) => learn(pending.config, pending.values).then(pending.resolve, pending.reject);

  const flush = () => {
    const batch = queue;
    queue = [];
    for (let start = 0; start < batch.length; start += MAX_PER_BATCH) {
      const part = batch.slice(start, start + MAX_PER_BATCH);
      if (part.length === 1) void sendAlone(part[0]!);
      else void sendTogether(part);
    }
  };

  // The same page makes the same batch every time: its text is built once (the placeholders renumbered by regex).
  const texts = new Map<string, string>();
  const combinedOf = (batch: readonly Pending[]) => {
    const key = batch.map(({ config, values }) => `${values.length}:${config.text}`).join('\0');
    let text = texts.get(key);
    if (text === undefined) {
      text = combined(batch, known);
      if (texts.size < MAX_KNOWN) texts.set(key, text);
    }
    return text;
  };

  const sendTogether = async (batch: Pending[]) => {
    let row: Record<string, (string | null)[][]>;
    try {
      const text = combinedOf(batch);
      const result = await alone(
        { text },
        batch.flatMap((pending) => pending.values),
      );
      row = result.rows[0] as Record<string, (string | null)[][]>;
    } catch {
      // Which read failed, and why, is for each to hear alone.
      batch.forEach((pending) => void sendAlone(pending));
      return;
    }
    batch.forEach((pending, index) => {
      try {
        pending.resolve(resultOf(pending.config, known.get(pending.config.text) ?? [], row[`r${index}`] ?? []));
      } catch (error) {
        pending.reject(error);
      }
    });
  };

  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second, callback] = args;
    const config = first as ReadConfig | undefined;
    const batchable =
      typeof first === 'object' &&
      first !== null &&
      typeof config?.text === 'string' &&
      !('values' in first) &&
      (second === undefined || Array.isArray(second)) &&
      callback === undefined &&
      // The reads sent by name.
      isNamedRead(config.text);
    if (!batchable) return (alone as (...a: unknown[]) => unknown)(...args);
    const values = (second as unknown[] | undefined) ?? [];
    if (!known.has(config.text)) return learn(config, values);
    return new Promise<pg.QueryResult>((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({ config, values, resolve, reject });
    });
  };
}
