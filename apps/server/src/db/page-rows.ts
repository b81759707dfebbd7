import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a list and the list's total, read side by side: `base` is the list's query before it
 * selects anything (its tables and filters), `readPage` selects, orders and slices one page of it.
 * The count runs on `base` itself, so it always counts what the page reads from.
 */
export async function pageRows<DB, TB extends keyof DB, O, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  readPage: (base: SelectQueryBuilder<DB, TB, O>) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    readPage(base),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // The count's row is { n } whatever the tables; TypeScript cannot follow that through generic ones.
  return { rows, total: Number((count as unknown as { n: string }).n) };
}
