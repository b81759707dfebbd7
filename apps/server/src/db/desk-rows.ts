import type { Kysely, Selectable } from 'kysely';
import { type RowWindow, pageRows } from './page-rows';
import type { DB } from './schema';

/**
 * The two lists every money-desk table shows (decisions.md "Deposits" and "Withdrawals"): a member's
 * own requests, and the finance desk's queue. Deposits and withdrawals keep their requests in rows
 * of the same shape, so both lists are read here once for either table.
 */
type DeskTable = 'deposits' | 'withdrawals';

/** The columns both tables' lists read, under one name: the table itself is named at run time. */
interface DeskTables {
  desk: { id: bigint; member_id: bigint; status: string; created_at: Date };
  members: { id: bigint; username: string; fullname: string | null };
}
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;
type DeskStatus<T extends DeskTable> = Selectable<DB[T]> extends { status: infer S extends string } ? S : never;

type Page<Row> = Promise<{ rows: Row[]; total: number }>;

/** The member's requests, newest first; `kind` narrows them to one kind (`{ deposit_type: 'fiat' }`). */
export function findMemberDeskRows<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  memberId: bigint,
  kind: Partial<Selectable<DB[T]>>,
  window: RowWindow,
): Page<Selectable<DB[T]>> {
  let base = (db as unknown as AnyTables).selectFrom(table as string).where('member_id', '=', memberId);
  for (const [column, value] of Object.entries(kind)) {
    if (value !== undefined) base = base.where(column, '=', value);
  }
  const rows = pageRows(base, window, (page) => page.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
  return rows as unknown as Page<Selectable<DB[T]>>;
}

/** The desk's requests in `status`, with the member's name: pending oldest first (a fair queue), decided ones latest first. */
export function findDeskQueue<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  status: DeskStatus<T>,
  window: RowWindow,
): Page<Selectable<DB[T]> & { username: string; fullname: string | null }> {
  const base = (db as unknown as Kysely<DeskTables>)
    .selectFrom(`${table} as r` as 'desk as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.status', '=', status as string);
  const order = status === 'pending' ? 'asc' : 'desc';
  const rows = pageRows(base, window, (page) =>
    page.selectAll('r').select(['m.username', 'm.fullname']).orderBy('r.created_at', order).orderBy('r.id', order),
  );
  return rows as unknown as Page<Selectable<DB[T]> & { username: string; fullname: string | null }>;
}

/**
 * What a desk table's repository exports: its member reader, `(db, memberId, kind, limit, offset)` with
 * `kind` read from `kindColumn`, and its queue reader, `(db, status, limit, offset)`.
 */
export function deskReaders<T extends DeskTable, K extends keyof Selectable<DB[T]> & string>(table: T, kindColumn: K) {
  return {
    findMemberRows: (
      db: Kysely<DB>,
      memberId: bigint,
      kind: Selectable<DB[T]>[K] | undefined,
      limit: number,
      offset: number,
    ) =>
      findMemberDeskRows(db, table, memberId, { [kindColumn]: kind } as Partial<Selectable<DB[T]>>, { limit, offset }),
    findQueue: (db: Kysely<DB>, status: DeskStatus<T>, limit: number, offset: number) =>
      findDeskQueue(db, table, status, { limit, offset }),
  };
}
