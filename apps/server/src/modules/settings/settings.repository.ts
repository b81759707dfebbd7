import type { Database } from '../../db/database';
import { lockRow } from '../../db/row-guards';

export function findAllSettings(db: Database) {
  return db
    .selectFrom('settings')
    .select(['key', 'value', 'updated_at', 'updated_by_staff_id'])
    .orderBy('key')
    .execute();
}

export function getSettingRow(db: Database, key: string) {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The row, locked until the caller's transaction ends, so saves of one key take turns. */
export function lockSettingRow(db: Database, key: string) {
  return lockRow(db, 'settings', { key }).selectAll().executeTakeFirst();
}

export async function upsertSetting(db: Database, key: string, value: string, staffId: bigint | null) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_by_staff_id: staffId, updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by_staff_id: staffId, updated_at: new Date() }))
    .execute();
}

/** Inserts defaults for keys that do not exist yet; never overwrites an operator's value. */
export async function insertMissingSettings(db: Database, values: Record<string, string>) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
