import type { AdminStore, Store, StoreApplicationFields } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationAs } from '../../lib/unique-violation';
import { type ImageUpload, readStoredImage, withStoredUploads } from '../../lib/uploads';
import { type StoreRow, findLatestStoreOfMember, insertStore } from './stores.repository';

export type StoreDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export function toStore(row: StoreRow): Store {
  return {
    id: String(row.id),
    shop_name: row.shop_name,
    category: row.category,
    business_code: row.business_code,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export function toAdminStore(row: StoreRow): AdminStore {
  return {
    ...toStore(row),
    member_id: String(row.member_id),
    member_username: row.member_username,
    decided_by: row.decided_by ?? null,
  };
}

/** The member's store, or their latest application; null when they never applied. */
export async function getMyStore(deps: StoreDeps, memberId: bigint): Promise<Store | null> {
  const row = await findLatestStoreOfMember(deps.db, memberId);
  return row ? toStore(row) : null;
}

/** Refuses before the upload is read: an application waiting, or a store already (approved or suspended). */
export async function assertCanApply(deps: StoreDeps, memberId: bigint) {
  const latest = await findLatestStoreOfMember(deps.db, memberId);
  if (latest && latest.status !== 'rejected') throw new AppError('STORE_APPLICATION_OPEN');
}

/**
 * Files an application. One at a time: the unique index on the member's open row decides when two
 * arrive at once (STORE_APPLICATION_OPEN), and the stored logo is removed again when it loses.
 */
export async function applyForStore(
  deps: StoreDeps,
  memberId: bigint,
  fields: StoreApplicationFields,
  logo: ImageUpload,
): Promise<Store> {
  await assertCanApply(deps, memberId);
  const at = deps.clock.now();
  await withStoredUploads(deps, [logo], at, ([stored], trx) =>
    insertStore(trx, {
      member_id: memberId,
      ...fields,
      logo_path: stored.path,
      logo_mime: logo.mime,
      logo_size_bytes: logo.buffer.length,
      created_at: at,
      updated_at: at,
    }).catch(uniqueViolationAs({ stores_one_open_per_member: 'STORE_APPLICATION_OPEN' })),
  );
  return (await getMyStore(deps, memberId))!;
}

/** A store row's logo (the member's own, or any for staff). */
export function readStoreLogo(deps: StoreDeps, row: Pick<StoreRow, 'logo_path'> | undefined) {
  return readStoredImage(deps, row?.logo_path);
}

export async function getMyStoreLogo(deps: StoreDeps, memberId: bigint) {
  return readStoreLogo(deps, await findLatestStoreOfMember(deps.db, memberId));
}

/**
 * The approved store of the calling member, or the refusal: none (STORE_NOT_APPROVED, also while the
 * application waits or after a rejection) or suspended (STORE_SUSPENDED). Every store call starts here.
 */
export async function requireActiveStore(deps: StoreDeps, memberId: bigint): Promise<StoreRow> {
  const row = await findLatestStoreOfMember(deps.db, memberId);
  if (row?.status === 'suspended') throw new AppError('STORE_SUSPENDED');
  if (row?.status !== 'approved') throw new AppError('STORE_NOT_APPROVED');
  return row;
}
