import type { AdminContactMessage } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { auditedChange, staffIdOf } from '../audit/audit.service';
import {
  findContactMessageForUpdate,
  findContactMessages,
  markContactMessageHandled,
} from './admin-contact.repository';
import { adminList } from '../../lib/paged-lists';

type ContactDeps = Pick<Deps, 'db' | 'clock'>;

type Row = Awaited<ReturnType<typeof findContactMessages>>['rows'][number];

function toContactMessage(row: Row): AdminContactMessage {
  return {
    id: String(row.id),
    fullname: row.fullname,
    email: row.email,
    topic: row.topic,
    message: row.message,
    language: row.language,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at ? row.handled_at.toISOString() : null,
    handled_by: row.handled_by ?? null,
  };
}

/** Contact-us messages, newest first; `handled` filters (undefined: all). */
export const findContactMessagesPage = adminList(findContactMessages, toContactMessage);

export async function markHandled(deps: ContactDeps, id: bigint, actor: AuditActor) {
  const staffId = staffIdOf(actor);
  // The audited change's own time is the answer's handled_at.
  let handledAt: Date | undefined;
  await auditedChange(deps, actor, 'contact.handled', async (trx, at) => {
    const message = await findContactMessageForUpdate(trx, id);
    if (!message) throw new AppError('NOT_FOUND');
    if (message.handled_at) throw new AppError('STATE_CHANGED');
    await markContactMessageHandled(trx, id, staffId, at);
    handledAt = at;
    return { targetType: 'contact_message', targetId: id, before: { handled: false }, after: { handled: true } };
  });
  return { id: String(id), handled_at: handledAt!.toISOString() };
}
