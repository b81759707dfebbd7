import { liveStakeStatuses } from '@tandem/contracts';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import type { PackageRow } from './stake-lifecycle';
import { lockRow } from '../../db/row-guards';

/** The staking packages: what members may stake in and the back office edits. */

type Executor = Database | Trx;

/** A package's columns as stakes and the staking rules read it (`PackageRow`); the folded stakingInfo reads these too. */
export const packageRowColumns = [
  'id',
  'code',
  'type',
  'names',
  'term_days',
  'min_micro',
  'max_micro',
  'step_micro',
  'daily_rate_ppm',
  'surrender_after_days',
  'penalty_bps',
  'can_terminate_early',
  'is_demo_rate',
  'status',
] as const;
const packageColumns = [...packageRowColumns, 'sort_order', 'updated_at'] as const;

export type PackageRecord = PackageRow & { sort_order: number; updated_at: Date };

export async function findPackages(db: Executor, options: { activeOnly: boolean }): Promise<PackageRecord[]> {
  let query = db.selectFrom('staking_packages').select(packageColumns).orderBy('sort_order').orderBy('id');
  if (options.activeOnly) query = query.where('status', '=', 'active');
  return query.execute();
}

export async function findPackage(db: Executor, id: bigint): Promise<PackageRecord | undefined> {
  return db.selectFrom('staking_packages').select(packageColumns).where('id', '=', id).executeTakeFirst();
}

export async function findPackageForUpdate(trx: Trx, id: bigint): Promise<PackageRecord | undefined> {
  return lockRow(trx, 'staking_packages', { id }).select(packageColumns).executeTakeFirst();
}

/** Live stakes and principal per package, for the back office. */
export async function findLiveTotalsByPackage(db: Executor) {
  return db
    .selectFrom('stakes')
    .select((eb) => [
      'package_id',
      eb.fn.countAll<string>().as('live_count'),
      eb.fn.sum<string>('principal_micro').as('live_micro'),
    ])
    .where('status', 'in', liveStakeStatuses)
    .groupBy('package_id')
    .execute();
}

export async function countLiveStakesOfPackage(trx: Trx, packageId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('stakes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('package_id', '=', packageId)
    .where('status', 'in', liveStakeStatuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPackage(trx: Trx, values: Omit<PackageRecord, 'id' | 'updated_at'>, at: Date) {
  return trx
    .insertInto('staking_packages')
    .values({ ...values, names: JSON.stringify(values.names), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updatePackageRow(
  trx: Trx,
  id: bigint,
  values: Omit<PackageRecord, 'id' | 'updated_at'>,
  at: Date,
) {
  await trx
    .updateTable('staking_packages')
    .set({ ...values, names: JSON.stringify(values.names), updated_at: at })
    .where('id', '=', id)
    .execute();
}
