import type { TestApp } from '../../test/build-test-app';

/** The audit log's rows for one action, oldest first (staff sign-in and members: test/factories.ts). */
export async function auditRows(t: TestApp, action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

/** The actions audited on one record (`target_type`, `target_id`), oldest first. */
export async function auditActionsOf(t: TestApp, targetType: string, targetId: string) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}
