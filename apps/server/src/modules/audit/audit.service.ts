import { ADMIN_PAGE_SIZE, type Page, type AuditAction, type AuditEntry } from '@tandem/contracts';
import type { Database } from '../../db/database';
import { type Trx, inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { type AuditFilter, type Executor, findAuditPage, findAuditRows, insertAuditRow } from './audit.repository';
import { readPage } from '../../lib/paging';

export interface AuditEvent {
  staffId: bigint | null;
  /** Dotted, object first: `member.freeze`, `setting.update`, `staff.login_failed` (AUDIT_ACTIONS). */
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | bigint | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  /** The clock's time; without it the database's. */
  at?: Date;
}

/** Longest user agent we keep; a hostile client can send anything. */
const USER_AGENT_MAX = 300;

/** JSON for jsonb: bigints become strings (ids), dates ISO strings. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit or roll back together. The table refuses UPDATE and DELETE.
 */
export async function recordAudit(db: Executor, event: AuditEvent): Promise<void> {
  await insertAuditRow(db, {
    staffId: event.staffId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    before: toJson(event.before),
    after: toJson(event.after),
    reason: event.reason ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ? event.userAgent.slice(0, USER_AGENT_MAX) : null,
    requestId: event.requestId ?? null,
    at: event.at,
  });
}

/** What a service says about an action; the actor's request details come from the actor. */
export type ActorAuditEvent = Omit<AuditEvent, 'staffId' | 'ip' | 'userAgent' | 'requestId'>;

/**
 * `recordAudit` for what `actor` did (a staff action, or a member's own when staffId is null): the one
 * way a service audits a request, the actor's id, IP, user agent and request id filled in.
 */
export function recordAuditAs(db: Executor, actor: AuditActor, event: ActorAuditEvent): Promise<void> {
  return recordAudit(db, {
    ...event,
    staffId: actor.staffId,
    ip: actor.ip,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  });
}

/** The staff member behind a staff action: every such step has one, so an actor without is a wiring bug. */
export function staffIdOf(actor: AuditActor): bigint {
  if (actor.staffId === null) throw new AppError('unauthorized');
  return actor.staffId;
}

/** What an audited change says about itself: its target, the state before and after, and the staff's reason. */
export interface AuditedTarget {
  targetType: string;
  targetId: bigint;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * One audited change in one transaction: `change` makes it at the clock's time and answers the audit
 * row's target, before and after; the row commits or rolls back with the change. Answers the target's id.
 */
export function auditedChange(
  deps: { db: Database; clock: Clock },
  actor: AuditActor,
  action: AuditAction,
  change: (trx: Trx, at: Date) => Promise<AuditedTarget>,
): Promise<bigint> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const { targetType, targetId, before, after, reason } = await change(trx, at);
    await recordAuditAs(trx, actor, { action, targetType, targetId, before, after, reason, at });
    return targetId;
  });
}

type AuditRow = Awaited<ReturnType<typeof findAuditRows>>[number];

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    staff_id: row.staff_id === null ? null : String(row.staff_id),
    staff_username: row.staff_username ?? null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
    user_agent: row.user_agent,
    request_id: row.request_id,
    created_at: row.created_at.toISOString(),
  };
}

export async function findAuditLog(
  db: Database,
  filter: AuditFilter,
  page: number,
  perPage = ADMIN_PAGE_SIZE,
): Promise<Page<AuditEntry>> {
  return readPage(page, perPage, (limit, offset) => findAuditPage(db, filter, limit, offset), toAuditEntry);
}

/** The latest rows about one target, for detail pages. */
export async function findRecentAuditFor(db: Database, targetType: string, targetId: string, limit = 10) {
  const rows = await findAuditRows(db, { targetType, targetId }, limit);
  return rows.map(toAuditEntry);
}
