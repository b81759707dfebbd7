import type { NotificationParamsByKind, StoredNotificationKind } from '@tandem/contracts';
import { type Trx, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { missingOrChanged } from '../../lib/compare-and-set';
import type { AuditActor } from '../../lib/principals';
import { type AuditEvent, recordAuditAs } from '../audit/audit.service';
import { notifyMember } from '../notifications/notifications.service';

/** A money-desk row a staff decision moves (a deposit or a withdrawal). */
interface DeskRow {
  id: bigint;
  member_id: bigint;
  status: string;
}

/** One staff decision on a row of a money desk, as deposits and withdrawals describe theirs. */
export interface DeskDecision<Row extends DeskRow, K extends StoredNotificationKind> {
  /**
   * The compare-and-set: moves the row out of the status the decision expects, with any money it moves,
   * and returns it; undefined when another decision got there first (or there is no such row).
   */
  move: (trx: Trx, at: Date) => Promise<Row | undefined>;
  audit: (row: Row) => Pick<AuditEvent, 'action' | 'before' | 'after' | 'reason'>;
  /** The member's notice of the decision: its kind, and what it says about the row. */
  notice: { kind: K; params: (row: Row) => NotificationParamsByKind[K] };
}

/** A money desk: what the audit log calls its rows, and how one is read as it is now. */
export interface Desk {
  targetType: string;
  /** Read after a move that found nothing, to answer NOT_FOUND or STATE_CHANGED. */
  find: (trx: Trx, id: bigint) => Promise<DeskRow | undefined>;
}

/**
 * The staff decisions of one desk: each runs in one transaction, the compare-and-set first (so of two
 * staff deciding at once one wins and the other is told STATE_CHANGED), then the audit row and the
 * member's notice, which commit or roll back with it. Answers the moved row.
 */
export function deskDecisions(desk: Desk) {
  return <Row extends DeskRow, K extends StoredNotificationKind>(
    deps: Deps,
    actor: AuditActor,
    id: bigint,
    decision: DeskDecision<Row, K>,
  ): Promise<Row> => {
    const at = deps.clock.now();
    return inTransaction(deps.db, async (trx) => {
      const row = await decision.move(trx, at);
      if (!row) return missingOrChanged(await desk.find(trx, id));
      await recordAuditAs(trx, actor, { ...decision.audit(row), targetType: desk.targetType, targetId: row.id, at });
      const { kind, params } = decision.notice;
      await notifyMember(trx, deps, { memberId: row.member_id, kind, params: params(row) });
      return row;
    });
  };
}

/** The columns a staff decision writes on a desk row: when, and by whom. */
export function decidedBy(actor: AuditActor, at: Date) {
  return { decided_at: at, decided_by_staff_id: actor.staffId };
}
