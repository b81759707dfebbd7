import { type Page, RECORD_PAGE_SIZE, type RecordRange, zonedDateTime } from '@tandem/contracts';
import type { Database } from '../db/database';
import {
  type Folded,
  type FoldedPageRead,
  type MemberSessionKey,
  type MemberSessionRow,
  type PageColumns,
  type PageRead,
  type SessionRead,
  foldedPageRead,
  pageOfRows,
  readPageInSession,
} from '../db/member-session';
import type { RowWindow } from '../db/page-rows';
import { type CsvFile, csvFileName, csvHeaderRow, csvRow, readAllInBatches } from './csv-file';
import { pageWindow, readAdminPage, readRecordPage } from './paging';
import { type InstantRange, instantRangeOf } from './record-range';

/** A repository's page query: the rows one filter (a status, a member…) finds from `offset`, and their total. */
export type PageQuery<Filter, Row> = (
  db: Database,
  filter: Filter,
  limit: number,
  offset: number,
) => Promise<{ rows: Row[]; total: number }>;

/** A service's list call: page `page` of what one filter finds. */
export type PagedList<Filter, Item> = (deps: { db: Database }, filter: Filter, page: number) => Promise<Page<Item>>;

/**
 * A back-office list that is nothing more than its repository's page query with each row shown by
 * `toItem`, ADMIN_PAGE_SIZE rows a page: the one way such a service call is written.
 */
export function adminList<Filter, Row, Item>(
  query: PageQuery<Filter, Row>,
  toItem: (row: Row) => Item,
): PagedList<Filter, Item> {
  return (deps, filter, page) => readAdminPage(page, (limit, offset) => query(deps.db, filter, limit, offset), toItem);
}

/** `adminList` for a member's own records (the filter is the member's id): RECORD_PAGE_SIZE rows a page. */
export function recordList<Filter, Row, Item>(
  query: PageQuery<Filter, Row>,
  toItem: (row: Row) => Item,
): PagedList<Filter, Item> {
  return (deps, filter, page) => readRecordPage(page, (limit, offset) => query(deps.db, filter, limit, offset), toItem);
}

/** A repository's page of one member's records of one kind (undefined: of every kind) in a range, and their total. */
export type MemberRecordQuery<Kind, Row> = (
  db: Database,
  memberId: bigint,
  kind: Kind | undefined,
  limit: number,
  offset: number,
  range: InstantRange,
) => Promise<{ rows: Row[]; total: number }>;

/** What a member's history is read by: its kind, named `kindKey` in the query, and its days. */
export type MemberRecordFilter<K extends string, Kind> = { [P in K]?: Kind } & RecordRange;

/** What a history's list and export read besides the database: the business time zone its days are in. */
type HistoryDeps = { db: Database; config: { businessTz: string } };

/**
 * A member's records that the records pages filter by one optional kind, named `kindKey` in the query
 * (`deposit_type`, `wallet_type`…), and by business days from/to: `(deps, memberId, { [kindKey]?, from?,
 * to?, page })`, RECORD_PAGE_SIZE rows a page.
 */
export function memberRecordList<K extends string, Kind, Row, Item>(
  kindKey: K,
  query: MemberRecordQuery<Kind, Row>,
  toItem: (row: Row) => Item,
) {
  return (
    deps: HistoryDeps,
    memberId: bigint,
    q: MemberRecordFilter<K, Kind> & { page: number },
  ): Promise<Page<Item>> => {
    const range = instantRangeOf(q, deps.config.businessTz);
    return readRecordPage(
      q.page,
      (limit, offset) => query(deps.db, memberId, q[kindKey], limit, offset, range),
      toItem,
    );
  };
}

/** A repository's page of the caller's records of one kind in a range, as a folded read's part (db/member-session pageInSession). */
export type MemberRecordsInSession<Kind, Row> = (
  db: Database,
  kind: Kind | undefined,
  window: RowWindow,
  range: InstantRange,
) => SessionRead & PageRead<Row>;

/** The rows of a folded record page (db/member-session pageInSession), each with the session's columns. */
export type FoldedPageRows<Row> = Array<MemberSessionRow & Row & PageColumns>;

/**
 * Page `page` of the caller's records at one round trip (issue 14, decision 031): the session check, the page's
 * RECORD_PAGE_SIZE rows and the list's total in one statement; `list` is the list's folded page read
 * (db/member-session foldedPageRead, built once), `input` what filters it.
 */
export async function readFoldedRecordPage<Row extends object, Input>(
  db: Database,
  key: MemberSessionKey,
  page: number,
  list: FoldedPageRead<Row, Input>,
  input: Input,
): Promise<Folded<FoldedPageRows<Row>>> {
  const rows = await readPageInSession(db, key, list, input, pageWindow(page, RECORD_PAGE_SIZE));
  return { session: rows[0], data: rows };
}

/** The answer from readFoldedRecordPage's rows: page `page`, its rows in the list's order shown by `toItem`. */
export function foldedRecordPageOf<Row extends PageColumns, Item>(
  page: number,
  rows: Row[],
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  return readRecordPage(page, async () => pageOfRows(rows), toItem);
}

/**
 * memberRecordList at one round trip (issue 14, decision 031): `read` checks the days first (VALIDATION_ERROR
 * before any read), then reads the session, the page and its total in one statement; `answer` shows the
 * page from its rows. For a memberFoldedRead route (plugins/member-route).
 */
export function memberFoldedRecordList<K extends string, Kind, Row extends object, Item>(
  kindKey: K,
  inSession: MemberRecordsInSession<Kind, Row>,
  toItem: (row: FoldedPageRows<Row>[number]) => Item,
) {
  type Query = MemberRecordFilter<K, Kind> & { page: number };
  const list = foldedPageRead<Row, { kind: Kind | undefined; range: InstantRange }>((db, { kind, range }, window) =>
    inSession(db, kind, window, range),
  );
  return {
    read: async (deps: HistoryDeps, key: MemberSessionKey, q: Query): Promise<Folded<FoldedPageRows<Row>>> => {
      const range = instantRangeOf(q, deps.config.businessTz);
      return readFoldedRecordPage(deps.db, key, q.page, list, { kind: q[kindKey], range });
    },
    answer: (rows: FoldedPageRows<Row>, q: Query): Promise<Page<Item>> => foldedRecordPageOf(q.page, rows, toItem),
  };
}

/** A repository's next `limit` records of one member after record `afterId`, oldest first: an export's batch. */
export type MemberRecordsAfter<Kind, Row> = (
  db: Database,
  memberId: bigint,
  kind: Kind | undefined,
  range: InstantRange,
  afterId: bigint,
  limit: number,
) => Promise<Row[]>;

/** How a history reads as CSV: the file's name, its columns after the time, and one record's cells after its time. */
export interface HistoryCsv<Item> {
  name: string;
  columns: readonly string[];
  timeOf: (item: Item) => string;
  cells: (item: Item, timeZone: string) => readonly (string | null)[];
}

/**
 * The CSV export of a memberRecordList: every record of the same filter (not only a page), oldest
 * first, read in batches; the first column is the time in the business time zone, which its header
 * names; amounts exact, text cells safe from spreadsheet formulas (lib/csv-file).
 */
export function memberRecordCsv<K extends string, Kind, Row, Item>(
  kindKey: K,
  readAfter: MemberRecordsAfter<Kind, Row>,
  idOf: (row: Row) => bigint,
  toItem: (row: Row) => Item,
  csv: HistoryCsv<Item>,
) {
  return async (deps: HistoryDeps, memberId: bigint, q: MemberRecordFilter<K, Kind>): Promise<CsvFile> => {
    const timeZone = deps.config.businessTz;
    const range = instantRangeOf(q, timeZone);
    const lines = [csvHeaderRow([`time (${timeZone})`, ...csv.columns])];
    await readAllInBatches(
      (afterId, limit) => readAfter(deps.db, memberId, q[kindKey], range, afterId, limit),
      idOf,
      (row) => {
        const item = toItem(row);
        lines.push(csvRow([zonedDateTime(new Date(csv.timeOf(item)), timeZone), ...csv.cells(item, timeZone)]));
      },
    );
    return { fileName: csvFileName(csv.name, q), body: lines.join('') };
  };
}
