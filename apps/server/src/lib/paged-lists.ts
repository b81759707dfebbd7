import type { Page } from '@tandem/contracts';
import type { Database } from '../db/database';
import { readAdminPage, readRecordPage } from './paging';

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

/** A repository's page of one member's records of one kind (undefined: of every kind), and their total. */
export type MemberRecordQuery<Kind, Row> = (
  db: Database,
  memberId: bigint,
  kind: Kind | undefined,
  limit: number,
  offset: number,
) => Promise<{ rows: Row[]; total: number }>;

/**
 * A member's records that the records pages filter by one optional kind, named `kindKey` in the query
 * (`deposit_type`, `wallet_type`…): `(deps, memberId, { [kindKey]?, page })`, RECORD_PAGE_SIZE rows a page.
 */
export function memberRecordList<K extends string, Kind, Row, Item>(
  kindKey: K,
  query: MemberRecordQuery<Kind, Row>,
  toItem: (row: Row) => Item,
) {
  return (deps: { db: Database }, memberId: bigint, q: { [P in K]?: Kind } & { page: number }): Promise<Page<Item>> =>
    readRecordPage(q.page, (limit, offset) => query(deps.db, memberId, q[kindKey], limit, offset), toItem);
}
