import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { nameReads } from './named-statements';

/** A client that records what it was asked to run. */
function recordingClient() {
  const sent: { name?: string; text?: string }[] = [];
  const client = { query: (config: { name?: string; text?: string }) => sent.push(config) } as unknown as pg.ClientBase;
  nameReads(client);
  return { sent, run: (config: unknown) => (client.query as (config: unknown) => unknown)(config) };
}

describe('named reads', () => {
  it('names each read after its text, the same name for the same text, and leaves writes and strings alone', () => {
    const { sent, run } = recordingClient();
    run({ text: 'select 1 where $1', values: [1] });
    run({ text: 'select 1 where $1', values: [2] });
    run({ text: ' with x as (select 1) select * from x' });
    run({ text: 'insert into t values ($1)' });
    run('select 2');
    run({ text: 'select 3', name: 'chosen' });
    expect(sent[0]?.name).toMatch(/^r_[0-9a-f]{20}$/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(sent[2]?.name).toMatch(/^r_/);
    expect(sent[2]?.name).not.toBe(sent[0]?.name);
    expect(sent[3]?.name).toBeUndefined();
    expect(sent[4]).toBe('select 2');
    expect(sent[5]?.name).toBe('chosen');
  });

  it('keeps at most 500 statements per connection, then sends new reads unnamed', () => {
    const { sent, run } = recordingClient();
    for (let index = 0; index < 501; index += 1) run({ text: `select ${index}` });
    run({ text: 'select 7' });
    expect(sent.slice(0, 500).every((config) => config.name)).toBe(true);
    expect(sent[500]?.name).toBeUndefined();
    expect(sent[501]?.name).toBe(sent[7]?.name);
  });
});
