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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hot read of one row by its id or by its page's slug, as public addresses carry either: two named prepared
 * statements (`<name>_by_id`, `<name>_by_slug`), since PostgreSQL plans the two lookups apart. `build` makes the
 * statement for one column, with the placeholder `ref`. The returned function picks one by the reference's shape
 * and gives the value to bind (an id lower-cased; a slug as given, for the caller to normalise).
 */
export function preparedByRef<I, L, S>(
  columns: { id: I; slug: L },
  name: string,
  build: (db: Db, column: I | L, name: string) => S,
): (db: Db, ref: string) => { statement: S; ref: string } {
  const byId = preparedPerDb((db) => build(db, columns.id, `${name}_by_id`));
  const bySlug = preparedPerDb((db) => build(db, columns.slug, `${name}_by_slug`));
  return (db, ref) =>
    UUID.test(ref) ? { statement: byId(db), ref: ref.toLowerCase() } : { statement: bySlug(db), ref };
}
