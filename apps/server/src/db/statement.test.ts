import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { sendPreparedThrough, statementOnce } from './statement';

/** A database that compiles (PostgreSQL's dialect) and whose pool only records what it was sent. */
function recordingDatabase() {
  const sent: Array<{ name: string; text: string; values: unknown[] }> = [];
  const pool = { query: async (query: (typeof sent)[number]) => (sent.push(query), { rows: [] }) };
  const db = new Kysely({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) }) as Database;
  sendPreparedThrough(db, pool as unknown as pg.Pool);
  return { db, sent };
}

/** db/statement.ts: a statement built once per shape of its input, then only bound and sent. */
describe('statementOnce', () => {
  it('builds each shape once and sends its values in the order of its parameters, named', async () => {
    const { db, sent } = recordingDatabase();
    let builds = 0;
    const read = statementOnce((_db, input: { id: bigint; range: { since?: Date }; tag: string | null }) => {
      builds++;
      const since = input.range.since ? sql` and at >= ${input.range.since}` : sql``;
      return sql`select ${input.tag}::text as tag, ${[1, 2]}::int[] as fixed where id = ${input.id}${since}`;
    });
    const at = new Date('2026-01-02T03:04:05Z');
    await read(db, { id: 1n, range: {}, tag: 'a' });
    await read(db, { id: 2n, range: {}, tag: 'b' });
    await read(db, { id: 3n, range: { since: at }, tag: null });
    expect(builds).toBe(2);
    expect(sent.map((s) => s.values)).toEqual([
      ['a', [1, 2], 1n],
      ['b', [1, 2], 2n],
      [null, [1, 2], 3n, at],
    ]);
    expect(sent[0]!.name).toBe(sent[1]!.name);
    expect(sent[0]!.name).not.toBe(sent[2]!.name);
    expect(sent[2]!.text).toContain('at >= $4');
  });

  it('refuses a build that reads a value instead of sending it', async () => {
    const { db } = recordingDatabase();
    const compares = statementOnce((_db, input: { kind: string }) =>
      input.kind === 'a' ? sql`select 1` : sql`select 2`,
    );
    await expect(compares(db, { kind: 'a' })).rejects.toThrow(/input\.kind chose the statement's text/);
    const formats = statementOnce((_db, input: { kind: string }) => sql`select ${`${input.kind}%`}`);
    await expect(formats(db, { kind: 'a' })).rejects.toThrow(/input\.kind was read while building/);
  });
});
