import type { StoredNotificationKind } from '@tandem/contracts';
import { type Trx, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { missingOrChanged } from '../../lib/compare-and-set';
import type { AuditActor } from '../../lib/principals';
import { type AuditEvent, recordAuditAs } from '../audit/audit.service';
import { type NotifyMemberInput, notifyMember } from '../notifications/notifications.service';

/** A money-desk row a staff decision moves (a deposit or a withdrawal). */
interface DeskRow {
  id: bigint;
  member_id: bigint;
  status: string;
}

/** One staff decision on a money-desk row, as deposits and withdrawals describe theirs. */
export interface DeskDecision<Row extends DeskRow, K extends StoredNotificationKind> {
  /**
   * The compare-and-set: moves the row out of the status the decision expects, with any money it moves,
   * and returns it; undefined when another decision got there first (or there is no such row).
   */
  move: (trx: Trx, at: Date) => Promise<Row | undefined>;
  /** The row as it is now, read after a move that found nothing, to answer NOT_FOUND or STATE_CHANGED. */
  find: (trx: Trx) => Promise<DeskRow | undefined>;
  audit: (row: Row) => Pick<AuditEvent, 'action' | 'targetType' | 'before' | 'after' | 'reason'>;
  notice: (row: Row) => NotifyMemberInput<K>;
}

/**
 * Runs a staff decision in one transaction: the compare-and-set (so of two staff deciding at once one
 * wins and the other is told STATE_CHANGED), then the audit row and the member's notice, which commit
 * or roll back with it.
 */
export function decideOnDesk<Row extends DeskRow, K extends StoredNotificationKind>(
  deps: Deps,
  actor: AuditActor,
  decision: DeskDecision<Row, K>,
): Promise<Row> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await decision.move(trx, at);
    if (!row) return missingOrChanged(await decision.find(trx));
    await recordAuditAs(trx, actor, { ...decision.audit(row), targetId: row.id, at });
    await notifyMember(trx, deps, decision.notice(row));
    return row;
  });
}
