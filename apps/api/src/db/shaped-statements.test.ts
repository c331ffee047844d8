import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { shapedStatement } from './shaped-statements';

const dialect = new PgDialect();

describe('statements made once per shape', () => {
  it('builds the text once and binds each request its own values, in the places of their placeholders', () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select * from t where b = ${sql.placeholder('b')} and a = ${sql.placeholder('a')} or b like ${sql.placeholder('b')}`;
    };
    const first = dialect.sqlToQuery(shapedStatement('test|ab', build, { a: 1, b: 'x' }));
    const second = dialect.sqlToQuery(shapedStatement('test|ab', build, { a: 2, b: 'y', unused: 3 }));
    expect(builds).toBe(1);
    expect(first.sql).toBe('select * from t where b = $1 and a = $2 or b like $3');
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(['x', 1, 'x']);
    expect(second.params).toEqual(['y', 2, 'y']);
  });

  it('refuses a statement built with a value in it, which every request of the shape would share', () => {
    expect(() => shapedStatement('test|literal', () => sql`select ${1}`, {})).toThrow(/not a placeholder/);
  });
});
