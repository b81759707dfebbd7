import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MallAddressesTable } from '../../db/schema-mall';

type Executor = Database | Transaction<DB>;

function addressesWithCountry(db: Executor) {
  return db
    .selectFrom('mall_addresses as a')
    .innerJoin('countries as c', 'c.id', 'a.country_id')
    .select([
      'a.id',
      'a.member_id',
      'a.receiver',
      'a.phone',
      'a.address',
      'a.state',
      'a.postcode',
      'a.country_id',
      'c.name_en as country_name',
      'a.is_default',
    ]);
}

export function findAddresses(db: Executor, memberId: bigint) {
  return addressesWithCountry(db)
    .where('a.member_id', '=', memberId)
    .orderBy('a.is_default', 'desc')
    .orderBy('a.id')
    .execute();
}

export function findAddress(db: Executor, memberId: bigint, id: bigint) {
  return addressesWithCountry(db).where('a.member_id', '=', memberId).where('a.id', '=', id).executeTakeFirst();
}

/** The member's address ids, locked: adds, edits and deletes of one member run one at a time. */
export function lockAddressIds(trx: Transaction<DB>, memberId: bigint) {
  return trx
    .selectFrom('mall_addresses')
    .select(['id', 'is_default'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function clearDefault(trx: Transaction<DB>, memberId: bigint) {
  await trx
    .updateTable('mall_addresses')
    .set({ is_default: false })
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .execute();
}

export async function insertAddress(trx: Transaction<DB>, values: Insertable<MallAddressesTable>) {
  const row = await trx.insertInto('mall_addresses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  trx: Transaction<DB>,
  memberId: bigint,
  id: bigint,
  values: Updateable<MallAddressesTable>,
) {
  await trx.updateTable('mall_addresses').set(values).where('member_id', '=', memberId).where('id', '=', id).execute();
}

export async function deleteAddress(trx: Transaction<DB>, memberId: bigint, id: bigint) {
  await trx.deleteFrom('mall_addresses').where('member_id', '=', memberId).where('id', '=', id).execute();
}
