import type { Deps } from '../../deps';
import { type PageQuery, adminList } from '../../lib/paged-lists';
import { queueItemFields } from '../../lib/queue-item';

/** What a queue row carries besides its record: who asked, and since when. */
type QueueRow = Parameters<typeof queueItemFields>[0];

/**
 * A money-desk queue (deposits, withdrawals) for one status: each row as the member's record shows it,
 * with who asked and how long it has waited, so staff work oldest first.
 */
export function deskQueue<Status, Row extends QueueRow, Rec extends object>(
  query: PageQuery<Status, Row>,
  toRecord: (row: Row) => Rec,
) {
  return (deps: Pick<Deps, 'db' | 'clock'>, status: Status, page: number) => {
    const now = deps.clock.now().getTime();
    const list = adminList(query, (row: Row) => ({ ...toRecord(row), ...queueItemFields(row, now) }));
    return list(deps, status, page);
  };
}
