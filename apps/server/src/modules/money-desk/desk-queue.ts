import { type QueueSearch, addDays, parseMoneyToMicro, startOfBusinessDay } from '@tandem/contracts';
import type { DeskSearch } from '../../db/desk-rows';
import type { Deps } from '../../deps';
import { type PageQuery, adminList } from '../../lib/paged-lists';
import { queueItemFields } from '../../lib/queue-item';

/** What a queue row carries besides its record: who asked, and since when. */
type QueueRow = Parameters<typeof queueItemFields>[0];

/** What staff typed, as the repository reads it: days are business days, from and to inclusive. */
function deskSearchOf(search: QueueSearch, timeZone: string): DeskSearch {
  const amountMicro = search.amount ? parseMoneyToMicro(search.amount) : null;
  return {
    username: search.username || undefined,
    amountMicro: amountMicro ?? undefined,
    reference: search.reference || undefined,
    since: search.from ? startOfBusinessDay(search.from, timeZone) : undefined,
    before: search.to ? startOfBusinessDay(addDays(search.to, 1), timeZone) : undefined,
  };
}

/**
 * A money-desk queue (deposits, withdrawals) for one status, narrowed by what staff searched for: each
 * row as the member's record shows it, with who asked and how long it has waited, so staff work oldest first.
 */
export function deskQueue<Status, Row extends QueueRow, Rec extends object>(
  query: PageQuery<{ status: Status; search: DeskSearch }, Row>,
  toRecord: (row: Row) => Rec,
) {
  return (deps: Pick<Deps, 'db' | 'clock' | 'config'>, filter: { status: Status } & QueueSearch, page: number) => {
    const now = deps.clock.now().getTime();
    const list = adminList(query, (row: Row) => ({ ...toRecord(row), ...queueItemFields(row, now) }));
    const { status, ...search } = filter;
    return list(deps, { status, search: deskSearchOf(search, deps.config.businessTz) }, page);
  };
}
