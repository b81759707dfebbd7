import { ADDRESS_MAX_PER_MEMBER, type Address, type AddressInput } from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Database } from '../../db/database';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import {
  clearDefault,
  deleteAddress,
  findAddress,
  findAddresses,
  insertAddress,
  lockAddressIds,
  updateAddress,
} from './mall-addresses.repository';

type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

function toAddress(row: AddressRow): Address {
  return {
    id: String(row.id),
    receiver: row.receiver,
    phone: row.phone,
    address: row.address,
    state: row.state,
    postcode: row.postcode,
    country_id: row.country_id,
    country_name: row.country_name,
    is_default: row.is_default,
  };
}

export async function listAddresses(deps: Deps, memberId: bigint): Promise<Address[]> {
  return (await findAddresses(deps.db, memberId)).map(toAddress);
}

/** The member's own address (checkout's shipping snapshot reads it), or ADDRESS_NOT_FOUND. */
export async function getMemberAddress(db: Database | Trx, memberId: bigint, id: bigint) {
  const row = await findAddress(db, memberId, id);
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return row;
}

function fieldsOf(input: AddressInput) {
  const { is_default: _isDefault, ...fields } = input;
  return fields;
}

/** Adds an address; the first one, or one marked so, becomes the only default. */
export async function addAddress(deps: Deps, memberId: bigint, input: AddressInput): Promise<Address[]> {
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const existing = await lockAddressIds(trx, memberId);
    if (existing.length >= ADDRESS_MAX_PER_MEMBER) throw new AppError('ADDRESS_LIMIT', { max: ADDRESS_MAX_PER_MEMBER });
    const isDefault = input.is_default || existing.length === 0;
    if (isDefault) await clearDefault(trx, memberId);
    await insertAddress(trx, { ...fieldsOf(input), member_id: memberId, is_default: isDefault, updated_at: at });
  });
  return listAddresses(deps, memberId);
}

/** Edits an address. Marking it default clears the others; the default cannot be unmarked (pick another). */
export async function editAddress(deps: Deps, memberId: bigint, id: bigint, input: AddressInput): Promise<Address[]> {
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const existing = await lockAddressIds(trx, memberId);
    const row = existing.find((a) => a.id === id);
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    const isDefault = input.is_default || row.is_default;
    if (isDefault && !row.is_default) await clearDefault(trx, memberId);
    await updateAddress(trx, memberId, id, { ...fieldsOf(input), is_default: isDefault, updated_at: at });
  });
  return listAddresses(deps, memberId);
}

/** Deletes an address; when it was the default, the oldest one left becomes the default. */
export async function removeAddress(deps: Deps, memberId: bigint, id: bigint): Promise<Address[]> {
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const existing = await lockAddressIds(trx, memberId);
    const row = existing.find((a) => a.id === id);
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    await deleteAddress(trx, memberId, id);
    const next = existing.find((a) => a.id !== id);
    if (row.is_default && next) await updateAddress(trx, memberId, next.id, { is_default: true, updated_at: at });
  });
  return listAddresses(deps, memberId);
}
