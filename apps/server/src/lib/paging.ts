import { ADMIN_PAGE_SIZE, type Page, RECORD_PAGE_SIZE } from '@tandem/contracts';

/** The rows a page covers: pages count from 1, each `size` rows long. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/** Reads rows `offset + 1` to `offset + limit` of a list, and the list's total (a repository's `pageRows`). */
export type ReadRows<Row> = (limit: number, offset: number) => Promise<{ rows: Row[]; total: number }>;

/**
 * Reads page `page` of a list with `read(limit, offset)` (its rows and the list's total) and maps
 * each row to what the answer shows: the one way a service turns a repository's page into `Page`.
 */
export async function readPage<Row, Item>(
  page: number,
  size: number,
  read: ReadRows<Row>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const { limit, offset } = pageWindow(page, size);
  const { rows, total } = await read(limit, offset);
  return { list: rows.map(toItem), page, per_page: size, total };
}

/** `readPage` with the page size of one kind of list. */
function pageReader(size: number) {
  return <Row, Item>(page: number, read: ReadRows<Row>, toItem: (row: Row) => Item): Promise<Page<Item>> =>
    readPage(page, size, read, toItem);
}

/** `readPage` for a back-office list: every one shows ADMIN_PAGE_SIZE rows a page. */
export const readAdminPage = pageReader(ADMIN_PAGE_SIZE);

/** `readPage` for a member's records (deposits, withdrawals, transfers, stakes…): RECORD_PAGE_SIZE rows a page. */
export const readRecordPage = pageReader(RECORD_PAGE_SIZE);

/** `readPage` for a repository that counts the list and reads its rows in two queries (run side by side). */
export function readCountedPage<Row, Item>(
  page: number,
  size: number,
  count: () => Promise<number>,
  find: (limit: number, offset: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  return readPage(
    page,
    size,
    async (limit, offset) => {
      const [total, rows] = await Promise.all([count(), find(limit, offset)]);
      return { rows, total };
    },
    toItem,
  );
}
