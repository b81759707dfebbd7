import type { Kysely, SelectQueryBuilder, Selectable, UpdateQueryBuilder, UpdateResult, Updateable } from 'kysely';
import type { DB } from './schema';

/**
 * The guards a change takes on rows that others may change at the same time, written once: lock the
 * row while it still is what the change expects, move it only if it still is (compare-and-set), and
 * stamp a time only where none is yet. Of two changes at once exactly one wins; the other moves
 * nothing. Rows are named by equal columns (`{ id, status: 'pending' }`); a column whose value is
 * undefined is no condition, for the guards that apply only sometimes (a member's own row).
 */
export type RowMatch<T extends keyof DB> = Partial<Selectable<DB[T]>>;

/** The tables whose rows move from one status to another; never the ledger's (only ledger/ writes those). */
export type StatusTable = Exclude<
  { [T in keyof DB]: DB[T] extends { id: unknown; status: unknown } ? T : never }[keyof DB],
  'journal' | 'entries' | 'accounts'
>;

/** Kysely without the table types: the guards name their table and columns at run time. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/** The conditions `match` sets: its defined values, in its order. */
function conditionsOf(match: object): [string, unknown][] {
  return Object.entries(match).filter(([, value]) => value !== undefined);
}

/**
 * Locks the rows of `table` that match, for the rest of the transaction; the caller selects the
 * columns it reads. Undefined from `executeTakeFirst()` means the row is gone or has moved on.
 */
export function lockRow<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  match: RowMatch<T>,
): SelectQueryBuilder<DB, T, object> {
  let query = (db as unknown as AnyTables).selectFrom(table as string);
  for (const [column, value] of conditionsOf(match)) query = query.where(column, '=', value);
  return query.forUpdate() as unknown as SelectQueryBuilder<DB, T, object>;
}

/**
 * Sets `set` on the row of `table` only while it still matches `still` (its id and the status it is
 * moved from, and any other column): the caller picks what it returns, and an empty answer means
 * another decision got there first.
 */
export function compareAndSet<T extends StatusTable>(
  db: Kysely<DB>,
  table: T,
  still: RowMatch<T> & { id: bigint },
  set: Updateable<DB[T]>,
): UpdateQueryBuilder<DB, T, T, UpdateResult> {
  let query = (db as unknown as AnyTables).updateTable(table as string).set(set as Record<string, unknown>);
  for (const [column, value] of conditionsOf(still)) query = query.where(column, '=', value);
  return query as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}

/**
 * Stamps `column` with `at` on the rows that match while it is still empty: a session ended, notices
 * read, a day finished, profit claimed. The first stamp counts; a repeat, or the loser of a race,
 * changes nothing. The caller picks what it returns.
 */
export function stampOnce<T extends Exclude<keyof DB, 'journal' | 'entries' | 'accounts'>>(
  db: Kysely<DB>,
  table: T,
  column: keyof DB[T] & string,
  at: Date,
  match: RowMatch<T>,
): UpdateQueryBuilder<DB, T, T, UpdateResult> {
  let query = (db as unknown as AnyTables).updateTable(table as string).set({ [column]: at });
  for (const [name, value] of conditionsOf(match)) query = query.where(name, '=', value);
  return query.where(column, 'is', null) as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}
