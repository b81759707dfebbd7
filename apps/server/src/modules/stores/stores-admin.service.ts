import type { AdminStore, AdminStoresQuery, Page, StoreStatus } from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readAdminPage } from '../../lib/paging';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { findStore, findStoresPage, moveStoreStatus } from './stores.repository';
import { type StoreDeps, readStoreLogo, toAdminStore } from './stores.service';

/** The back office's side of stores (permission `stores.review`): the list, one store, the decisions. */

export function findStores(deps: StoreDeps, query: AdminStoresQuery & { page: number }): Promise<Page<AdminStore>> {
  return readAdminPage(
    query.page,
    (limit, offset) => findStoresPage(deps.db, query.status, limit, offset),
    toAdminStore,
  );
}

export async function getStore(deps: StoreDeps, id: bigint): Promise<AdminStore> {
  const row = await findStore(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminStore(row);
}

export async function getStoreLogo(deps: StoreDeps, id: bigint) {
  return readStoreLogo(deps, await findStore(deps.db, id));
}

/** The decisions staff make, each from the one status it applies to. */
const decisions = {
  approve: { from: 'pending', to: 'approved', action: 'store.approve' },
  reject: { from: 'pending', to: 'rejected', action: 'store.reject' },
  suspend: { from: 'approved', to: 'suspended', action: 'store.suspend' },
} as const satisfies Record<string, { from: StoreStatus; to: StoreStatus; action: string }>;
export type StoreDecision = keyof typeof decisions;

/**
 * One decision on a store, audited in its transaction. The status change is a compare-and-set, so of
 * two staff deciding at once one wins and the other gets STATE_CHANGED (NOT_FOUND for no such store).
 */
export async function decideStore(
  deps: StoreDeps,
  id: bigint,
  decision: StoreDecision,
  reason: string | null,
  actor: AuditActor,
): Promise<AdminStore> {
  const { from, to, action } = decisions[decision];
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const moved = await moveStoreStatus(trx, id, from, {
      status: to,
      reason,
      decided_by_staff_id: actor.staffId,
      decided_at: at,
      updated_at: at,
    });
    if (!moved) throw new AppError((await findStore(trx, id)) ? 'STATE_CHANGED' : 'NOT_FOUND');
    await recordAuditAs(trx, actor, {
      action,
      targetType: 'store',
      targetId: id,
      before: { status: from },
      after: { status: to, member_id: moved.member_id },
      reason,
      at,
    });
  });
  return getStore(deps, id);
}
