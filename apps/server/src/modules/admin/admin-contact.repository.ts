import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';
import { lockRow } from '../../db/row-guards';

function filtered(db: Database, handled: boolean | undefined) {
  let query = db.selectFrom('contact_messages as c').leftJoin('staff as s', 's.id', 'c.handled_by_staff_id');
  if (handled === true) query = query.where('c.handled_at', 'is not', null);
  if (handled === false) query = query.where('c.handled_at', 'is', null);
  return query;
}

/** One page of the messages, newest first, with how many there are. */
export function findContactMessages(db: Database, handled: boolean | undefined, limit: number, offset: number) {
  return pageRows(filtered(db, handled), { limit, offset }, (page) =>
    page
      .select([
        'c.id',
        'c.fullname',
        'c.email',
        'c.topic',
        'c.message',
        'c.language',
        'c.created_at',
        'c.handled_at',
        's.username as handled_by',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc'),
  );
}

export function findContactMessageForUpdate(db: Database, id: bigint) {
  return lockRow(db, 'contact_messages', { id }).select(['id', 'handled_at']).executeTakeFirst();
}

export async function markContactMessageHandled(db: Database, id: bigint, staffId: bigint, at: Date) {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: at, handled_by_staff_id: staffId })
    .where('id', '=', id)
    .execute();
}
