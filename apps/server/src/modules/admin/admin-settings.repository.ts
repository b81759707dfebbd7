import type { Database } from '../../db/database';

export function findSettingRowsWithEditor(db: Database) {
  return db
    .selectFrom('settings as st')
    .leftJoin('staff as s', 's.id', 'st.updated_by_staff_id')
    .select(['st.key', 'st.value', 'st.updated_at', 's.username as updated_by'])
    .execute();
}
