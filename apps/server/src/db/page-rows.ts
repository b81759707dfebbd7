import type { SelectQueryBuilder, Simplify } from 'kysely';

/** The rows one page covers: `limit` rows after the first `offset` (lib/paging's `pageWindow`). */
export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and the list's total, read side by side: `base` is the list's query before it
 * selects anything (its tables and filters), `select` picks its columns and orders it, and the
 * window slices it here, once for every list. The count runs on `base` itself, so it always counts
 * what the page reads from.
 */
export async function pageRows<DB, TB extends keyof DB, O, PageDB, PageTB extends keyof PageDB, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  window: RowWindow,
  select: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PageDB, PageTB, Row>,
): Promise<{ rows: Simplify<Row>[]; total: number }> {
  const [rows, count] = await Promise.all([
    select(base).limit(window.limit).offset(window.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // The count's row is { n } whatever the tables; TypeScript cannot follow that through generic ones.
  return { rows, total: Number((count as unknown as { n: string }).n) };
}
