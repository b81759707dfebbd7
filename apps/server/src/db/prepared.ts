import { createHash } from 'node:crypto';
import type { QueryResult, RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Database } from './database';

/**
 * Prepared statements for the hot member reads (issue 14): PostgreSQL parses and plans a statement
 * once per connection instead of on every call. Only statements sent through `preparedQuery` are
 * prepared, so the set stays small (one per read shape); everything else runs unnamed as before.
 * The embedded database has no named statements and runs the same SQL unprepared.
 */
const preparedTexts = new Map<string, string>();

/** A bound on distinct prepared texts: a read that builds unbounded variants falls back to unnamed. */
const MAX_PREPARED_TEXTS = 200;

/** Runs a statement, prepared where the driver allows. */
export function preparedQuery<Row>(db: Database, statement: RawBuilder<Row>): Promise<QueryResult<Row>> {
  const compiled = statement.compile(db);
  if (!preparedTexts.has(compiled.sql) && preparedTexts.size < MAX_PREPARED_TEXTS) {
    preparedTexts.set(compiled.sql, `tandem_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`);
  }
  return db.executeQuery(compiled);
}

/**
 * Makes a pool's clients send registered statements as named (prepared) queries: node-postgres then
 * parses each once per connection. Called once per new client (pg.Pool's `connect` event).
 */
export function prepareRegisteredStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) ? preparedTexts.get(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  };
}
