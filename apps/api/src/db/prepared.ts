import type { Db } from './client';

/**
 * A named prepared statement for a hot query, built once per database handle: PostgreSQL then parses and
 * plans it once per connection instead of on every request (it doubled the sign-in check's throughput).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
