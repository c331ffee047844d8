import { type SQL, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A statement's text cut at its parameters, and the placeholder each parameter came from. */
interface Compiled {
  segments: string[];
  names: string[];
}

const compiled = new Map<string, Compiled>();
/** Shapes are few (a handful of flags each); the bound only guards against a mistake in a key. */
const MAX_SHAPES = 1000;

/**
 * A statement whose text depends only on its shape (which parts it has), not on its values. `build` writes it
 * with drizzle and `sql.placeholder(name)` for every value, once per `shape`; after that a request only binds
 * `values` into the text already made: building a large statement from drizzle's objects cost a tenth of a
 * directory search's CPU. The text is the same for every request of a shape, so it is also sent as one named
 * prepared statement (named-statements.ts).
 */
export function shapedStatement(shape: string, build: () => SQL, values: Record<string, unknown>): SQL {
  let statement = compiled.get(shape);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = {
      segments: query.sql.split(/\$\d+/),
      names: query.params.map((param) => {
        if (!(param instanceof Placeholder)) throw new Error(`shapedStatement ${shape}: a value is not a placeholder`);
        return param.name;
      }),
    };
    if (compiled.size < MAX_SHAPES) compiled.set(shape, statement);
  }
  const { segments, names } = statement;
  return sql.join(
    segments.flatMap((segment, index) =>
      index < names.length ? [sql.raw(segment), sql.param(values[names[index]!])] : [sql.raw(segment)],
    ),
  );
}
