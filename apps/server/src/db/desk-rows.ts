import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { type PageRead, pageInSession, sessionMemberId } from './member-session';
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

/** At or after `since`, before `before`: the instants a member's history covers (lib/record-range). */
export interface DeskRange {
  since?: Date;
  before?: Date;
}

/** A member's requests of one kind (`{ deposit_type: 'fiat' }`, undefined values ignored) made in `range`. */
function memberDeskBase<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  memberId: bigint | Expression<bigint>,
  kind: Partial<Selectable<DB[T]>>,
  range: DeskRange,
) {
  let base = (db as unknown as AnyTables).selectFrom(table as string).where('member_id', '=', memberId);
  for (const [column, value] of Object.entries(kind)) {
    if (value !== undefined) base = base.where(column, '=', value);
  }
  if (range.since) base = base.where('created_at', '>=', range.since);
  if (range.before) base = base.where('created_at', '<', range.before);
  return base;
}

/**
 * Every column of each desk table but `member_id`, in the table's order: a folded read lists them (the
 * session's own `member_id` and `status` would be shadowed by `*`). The type check below keeps the lists whole.
 */
const deskColumns = {
  deposits: [
    'id',
    'deposit_type',
    'network',
    'address',
    'tx_hash',
    'tx_hash_key',
    'payer_name',
    'reference_number',
    'payment_reference',
    'screenshot_path',
    'amount_micro',
    'credited_micro',
    'status',
    'reject_reason',
    'journal_id',
    'created_at',
    'decided_at',
    'decided_by_staff_id',
  ],
  withdrawals: [
    'id',
    'withdraw_type',
    'wallet',
    'amount_micro',
    'fee_micro',
    'destination',
    'business_day',
    'expected_date',
    'status',
    'reject_reason',
    'paid_reference',
    'created_at',
    'decided_at',
    'decided_by_staff_id',
    'paid_at',
    'paid_by_staff_id',
  ],
} as const satisfies { [T in DeskTable]: ReadonlyArray<keyof DB[T] & string> };
type Unlisted<T extends DeskTable> = Exclude<keyof DB[T], (typeof deskColumns)[T][number] | 'member_id'>;
const deskColumnsWhole: [Unlisted<'deposits'>, Unlisted<'withdrawals'>] extends [never, never] ? true : never = true;
void deskColumnsWhole;

/** A request as a folded page's row carries it: its `status` as `desk_status`, its member the session's. */
export type DeskRowInSession<T extends DeskTable> = Omit<Selectable<DB[T]>, 'status' | 'member_id'> & {
  desk_status: DeskStatus<T>;
};

/** The caller's requests, newest first, and their total as a folded read's part (member-session pageInSession). */
function memberDeskRowsInSession<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  kind: Partial<Selectable<DB[T]>>,
  window: RowWindow,
  range: DeskRange,
): PageRead<DeskRowInSession<T>> {
  const base = memberDeskBase(db, table, sessionMemberId, kind, range);
  const columns = deskColumns[table].map((c) => (c === 'status' ? 'status as desk_status' : c));
  return pageInSession(base, window, (page) =>
    page.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  ) as PageRead<DeskRowInSession<T>>;
}

/** A request of memberDeskRowsInSession's page as the table's row (its member: the session's). */
function deskRowOf<T extends DeskTable>(row: DeskRowInSession<T> & { member_id: bigint }): Selectable<DB[T]> {
  return { ...row, status: row.desk_status } as unknown as Selectable<DB[T]>;
}

/** The member's next `limit` requests after `afterId`, oldest first: an export reads the range in batches. */
export function findMemberDeskRowsAfter<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  memberId: bigint,
  kind: Partial<Selectable<DB[T]>>,
  range: DeskRange,
  afterId: bigint,
  limit: number,
): Promise<Selectable<DB[T]>[]> {
  const rows = memberDeskBase(db, table, memberId, kind, range)
    .where('id', '>', afterId)
    .selectAll()
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows as unknown as Promise<Selectable<DB[T]>[]>;
}

/** What staff typed to narrow a desk queue, read by the service (decision 021). */
export interface DeskSearch {
  /** The start of the member's username, any case. */
  username?: string;
  amountMicro?: bigint;
  /** Any part of a reference: hash, payer reference, payout reference or address. */
  reference?: string;
  /** Asked at or after this instant, and before the other. */
  since?: Date;
  before?: Date;
}

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns a reference is looked for in, per table (a withdrawal's address is inside its destination). */
const referenceColumns: Record<DeskTable, ReturnType<typeof sql.raw>[]> = {
  deposits: [sql.raw('r.tx_hash'), sql.raw('r.reference_number'), sql.raw('r.address')],
  withdrawals: [sql.raw('r.paid_reference'), sql.raw('r.destination::text')],
};

/** The desk's requests in `status`, with the member's name: pending oldest first (a fair queue), decided ones latest first. */
export function findDeskQueue<T extends DeskTable>(
  db: Kysely<DB>,
  table: T,
  status: DeskStatus<T>,
  search: DeskSearch,
  window: RowWindow,
): Page<Selectable<DB[T]> & { username: string; fullname: string | null }> {
  let base = (db as unknown as Kysely<DeskTables>)
    .selectFrom(`${table} as r` as 'desk as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.status', '=', status as string);
  if (search.username) base = base.where(sql<string>`lower(m.username)`, 'like', `${literal(search.username)}%`);
  if (search.amountMicro !== undefined) base = base.where(sql<bigint>`r.amount_micro`, '=', search.amountMicro);
  if (search.reference) {
    const pattern = `%${literal(search.reference)}%`;
    base = base.where((eb) =>
      eb.or(referenceColumns[table].map((column) => eb(sql<string>`lower(${column})`, 'like', pattern))),
    );
  }
  if (search.since) base = base.where('r.created_at', '>=', search.since);
  if (search.before) base = base.where('r.created_at', '<', search.before);
  const order = status === 'pending' ? 'asc' : 'desc';
  const rows = pageRows(base, window, (page) =>
    page.selectAll('r').select(['m.username', 'm.fullname']).orderBy('r.created_at', order).orderBy('r.id', order),
  );
  return rows as unknown as Page<Selectable<DB[T]> & { username: string; fullname: string | null }>;
}

/**
 * What a desk table's repository exports: its member readers, `(db, kind, window, range)` (the caller's
 * page as a folded read's part, and `rowOf` its rows)
 * and `(db, memberId, kind, range, afterId, limit)` (an export's batch), with `kind` read from
 * `kindColumn`, and its queue reader, `(db, { status, search }, limit, offset)`.
 */
export function deskReaders<T extends DeskTable, K extends keyof Selectable<DB[T]> & string>(table: T, kindColumn: K) {
  const kindOf = (kind: Selectable<DB[T]>[K] | undefined) => ({ [kindColumn]: kind }) as Partial<Selectable<DB[T]>>;
  return {
    /** The caller's requests, newest first, as a folded read's part (lib/paged-lists memberFoldedRecordList). */
    memberRowsInSession: (
      db: Kysely<DB>,
      kind: Selectable<DB[T]>[K] | undefined,
      window: RowWindow,
      range: DeskRange,
    ) => memberDeskRowsInSession(db, table, kindOf(kind), window, range),
    /** A row of memberRowsInSession's page as the table's row. */
    rowOf: deskRowOf<T>,
    findMemberRowsAfter: (
      db: Kysely<DB>,
      memberId: bigint,
      kind: Selectable<DB[T]>[K] | undefined,
      range: DeskRange,
      afterId: bigint,
      limit: number,
    ) => findMemberDeskRowsAfter(db, table, memberId, kindOf(kind), range, afterId, limit),
    findQueue: (db: Kysely<DB>, filter: { status: DeskStatus<T>; search: DeskSearch }, limit: number, offset: number) =>
      findDeskQueue(db, table, filter.status, filter.search, { limit, offset }),
  };
}
