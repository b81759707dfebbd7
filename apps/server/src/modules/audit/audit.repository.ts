import { type Kysely, sql } from 'kysely';
import { pageRows } from '../../db/page-rows';
import type { DB } from '../../db/schema';

/** A connection or a transaction: audit rows are written inside the caller's transaction. */
export type Executor = Kysely<DB>;

export interface AuditRowInput {
  staffId: bigint | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  at: Date | undefined;
}

export async function insertAuditRow(db: Executor, row: AuditRowInput) {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      user_agent: row.userAgent,
      request_id: row.requestId,
      ...(row.at ? { created_at: row.at } : {}),
    })
    .execute();
}

export interface AuditFilter {
  staffUsername?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as a').leftJoin('staff as s', 's.id', 'a.staff_id');
  if (filter.staffUsername) {
    query = query.where(sql<string>`lower(s.username)`, '=', filter.staffUsername.toLowerCase());
  }
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.targetType) query = query.where('a.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('a.target_id', '=', filter.targetId);
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** The rows `base` holds as the log shows them, newest first. */
function newestAuditRows(base: ReturnType<typeof filtered>) {
  return base
    .select([
      'a.id',
      'a.staff_id',
      's.username as staff_username',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before',
      'a.after',
      'a.reason',
      'a.ip',
      'a.user_agent',
      'a.request_id',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
}

export function findAuditRows(db: Executor, filter: AuditFilter, limit: number) {
  return newestAuditRows(filtered(db, filter)).limit(limit).execute();
}

/** One page of the rows `filter` finds, and how many it finds in all. */
export function findAuditPage(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  return pageRows(filtered(db, filter), { limit, offset }, newestAuditRows);
}
