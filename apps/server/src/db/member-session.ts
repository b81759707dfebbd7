import { languages } from '@tandem/contracts';
import {
  AliasNode,
  ColumnNode,
  IdentifierNode,
  type RawBuilder,
  ReferenceNode,
  type SelectQueryBuilder,
  type SelectQueryNode,
  sql,
} from 'kysely';
import type { Database } from './database';
import type { RowWindow } from './page-rows';
import { type Statement, statementOnce } from './statement';

/**
 * A member read with its session check folded in (issue 14, decision 031): the read's one statement
 * starts with the `session` CTE below, so the token is checked in the same round trip as the data
 * and a revoked session (logout, password change, freeze) ends at once, on every server, with no
 * cache to invalidate. The auth plugin decides what the session columns mean (plugins/member-auth.ts).
 */
export interface MemberSessionKey {
  /** SHA-256 of the bearer token (lib/tokens hashToken). */
  tokenHash: string;
  now: Date;
  /** The screen's language (lib/request-context screenLanguageOf), or null. */
  screenLanguage: string | null;
  /** The language when neither the screen nor the account names one of ours (Accept-Language, else zh). */
  fallbackLanguage: string;
}

/**
 * The reader's language inside a folded read's statement: lib/request-context readerLanguageOf's rule
 * (the screen's, else the account's, else the fallback), for texts chosen in SQL (the home page's news).
 */
export function sessionReaderLanguage(key: MemberSessionKey): RawBuilder<string> {
  return sql<string>`coalesce(${key.screenLanguage}::text,
    case when session.language = any(${[...languages]}::text[]) then session.language end, ${key.fallbackLanguage}::text)`;
}

/** The session columns every folded read answers first; no row when the token names no open session. */
export interface MemberSessionRow {
  session_id: bigint;
  member_id: bigint;
  username: string;
  email: string | null;
  language: string;
  /** `active` or not (frozen): a frozen member's sessions are revoked by whoever reads this. */
  status: string;
}

/** What a folded read's statement answered: the session row (none: no open session) and its data. */
export interface Folded<Data> {
  session: MemberSessionRow | undefined;
  /** Read only once the session is accepted (plugins/member-route memberFoldedRead). */
  data: Data;
}

/** The caller's member id inside a folded read's statement. */
export const sessionMemberId = sql.ref<bigint>('session.member_id');

/** A folded read's own part: the columns it adds to the session's and the joins they need. */
export interface SessionRead {
  /** Each `<expression> as <name>`; may use `sessionMemberId`. */
  columns: RawBuilder<unknown>[];
  /** `join …`/`left join lateral …` after `from session`. */
  joins?: RawBuilder<unknown>;
}

/**
 * A folded read's statement, built once (db/statement.ts statementOnce): `select session.*, <columns> from
 * session <joins>` after the session CTE, `build` giving the read's part for the session key and the read's
 * input (stand-ins of both: pass them to SQL as values only). Sent prepared where the driver has them.
 */
export type FoldedRead<Input = undefined> = Statement<{ key: MemberSessionKey; input: Input }>;

export function foldedRead<Input = undefined>(
  build: (db: Database, key: MemberSessionKey, input: Input) => SessionRead,
): FoldedRead<Input> {
  return statementOnce((db, { key, input }: { key: MemberSessionKey; input: Input }) => {
    const read = build(db, key, input);
    return sql`
    with session as (
      select s.id as session_id, m.id as member_id, m.username, m.email, m.language, m.status
      from member_sessions s join members m on m.id = s.member_id
      where s.token_hash = ${key.tokenHash} and s.revoked_at is null and s.expires_at > ${key.now}
    )
    select ${sql.join([sql`session.*`, ...read.columns])} from session ${read.joins ?? sql``}`;
  });
}

/** The input a folded read takes after the session key: none when it takes none. */
type InputArgs<Input> = Input extends undefined ? [] : [input: Input];

/** The rows of a folded read: none when the token names no open session. */
export function readRowsInSession<Row extends object, Input = undefined>(
  db: Database,
  key: MemberSessionKey,
  read: FoldedRead<Input>,
  ...[input]: InputArgs<Input>
): Promise<Array<MemberSessionRow & Row>> {
  return read<MemberSessionRow & Row>(db, { key, input: input as Input });
}

/** One row of a folded read (an overview): its session and its columns, or undefined. */
export async function readInSession<Row extends object, Input = undefined>(
  db: Database,
  key: MemberSessionKey,
  read: FoldedRead<Input>,
  ...input: InputArgs<Input>
): Promise<(MemberSessionRow & Row) | undefined> {
  return (await readRowsInSession<Row, Input>(db, key, read, ...input))[0];
}

/** Several modules' parts of one folded read, in one statement (each part names its own aliases). */
export function combineReads(...reads: SessionRead[]): SessionRead {
  const joins = reads.flatMap((r) => (r.joins ? [r.joins] : []));
  return { columns: reads.flatMap((r) => r.columns), joins: joins.length ? sql.join(joins, sql` `) : sql`` };
}

/** Only the session: what a folded read runs when it refuses its input before its own statement. */
export const sessionOnly = foldedRead(() => ({ columns: [] }));

/** The session's column names: a page's rows must not reuse them (they would shadow the session's). */
const sessionColumnNames = new Set(['session_id', 'member_id', 'username', 'email', 'language', 'status']);

/** The names a select list gives its columns (an alias, else the column's own name). */
function selectedNames(query: { toOperationNode(): SelectQueryNode }): string[] {
  return (query.toOperationNode().selections ?? []).map(({ selection }) => {
    if (AliasNode.is(selection)) return IdentifierNode.is(selection.alias) ? selection.alias.name : '';
    if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) return selection.column.column.name;
    if (ColumnNode.is(selection)) return selection.column.name;
    return '*';
  });
}

/** One page of a list read in session: the list's total, and its rows in order (page_row numbers them). */
export interface PageColumns {
  page_total: bigint | number | string;
  /** Null on the one row of an empty page. */
  page_row: bigint | number | string | null;
}

/**
 * A page of a list and the list's total as a folded read's part, in the same statement as the session
 * (db/page-rows pageRows' shape, the member's id as `sessionMemberId`): `base` is the list before it
 * selects anything, `select` picks its columns (none named like the session's) and orders it. The
 * statement answers one row per listed row, or one row with `page_row` null on an empty page.
 */
export function pageInSession<DB, TB extends keyof DB, O, PageDB, PageTB extends keyof PageDB, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  window: RowWindow,
  select: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PageDB, PageTB, Row>,
): PageRead<Row> {
  const rows = select(base).limit(window.limit).offset(window.offset);
  const clash = selectedNames(rows).find((name) => name === '*' || sessionColumnNames.has(name));
  if (clash) throw new Error(`pageInSession: the page selects "${clash}", which would shadow the session's columns`);
  return {
    columns: [sql`page_count.n as page_total`, sql`page_rows.*`],
    joins: sql`cross join lateral (${base.select(sql<string>`count(*)`.as('n'))}) page_count
      left join lateral (select row_number() over () as page_row, r.* from (${rows}) r) page_rows on true`,
  };
}

/** pageInSession's part, which knows the type of the rows it pages. */
export interface PageRead<Row> extends SessionRead {
  readonly row?: Row;
}

/** A folded page read (foldedPageRead): its statement, and the type of the rows it pages. */
export interface FoldedPageRead<Row, Input> {
  read: FoldedRead<{ list: Input; window: RowWindow }>;
  readonly row?: Row;
}

/**
 * A list's page as a folded read, its statement built once (foldedRead): `part` is the list's part
 * (pageInSession) for the read's input (which filters the list) and the page's window.
 */
export function foldedPageRead<Row, Input = undefined>(
  part: (db: Database, input: Input, window: RowWindow) => PageRead<Row>,
): FoldedPageRead<Row, Input> {
  return {
    read: foldedRead((db, _key, { list, window }: { list: Input; window: RowWindow }) => part(db, list, window)),
  };
}

/** The rows of a page read with the session (foldedPageRead): none when the token names no open session. */
export function readPageInSession<Row extends object, Input>(
  db: Database,
  key: MemberSessionKey,
  page: FoldedPageRead<Row, Input>,
  input: Input,
  window: RowWindow,
): Promise<Array<MemberSessionRow & Row & PageColumns>> {
  return readRowsInSession<Row & PageColumns, { list: Input; window: RowWindow }>(db, key, page.read, {
    list: input,
    window,
  });
}

/** The rows of a folded page read (pageInSession) in the list's order, and the list's total. */
export function pageOfRows<Row extends PageColumns>(rows: Row[]): { rows: Row[]; total: number } {
  const listed = rows.filter((r) => r.page_row !== null).sort((a, b) => Number(a.page_row) - Number(b.page_row));
  return { rows: listed, total: Number(rows[0]?.page_total ?? 0) };
}
