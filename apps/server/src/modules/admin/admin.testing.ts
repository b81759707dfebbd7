import type { TestApp } from '../../test/build-test-app';

/** The audit log's rows for one action, oldest first (staff sign-in and members: test/factories.ts). */
export async function auditRows(t: TestApp, action: string) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}
