import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { VerifiedStake } from './contract-stake-receipt';

/** The wallet linked to the member now (members.wallet_address), or null. */
export async function findLinkedWallet(db: Database, memberId: bigint): Promise<string | null> {
  const row = await db.selectFrom('members').select('wallet_address').where('id', '=', memberId).executeTakeFirst();
  return row?.wallet_address ?? null;
}

const contractStakeColumns = [
  'id',
  'chain_id',
  'tx_hash',
  'log_index',
  'block_number',
  'wallet_address',
  sql<string>`stake_index::text`.as('stake_index'),
  sql<string>`amount::text`.as('amount'),
  'staking_type',
  'start_time',
  'end_time',
  'recorded_at',
] as const;

/**
 * Records the stakes; one that is already recorded (same chain id, tx hash and log index) is left
 * alone, so replays and parallel reports of one transaction record it once. Returns the rows inserted
 * now: none means every one was there already.
 */
export function insertContractStakes(db: Database, memberId: bigint, stakes: VerifiedStake[], now: Date) {
  return db
    .insertInto('contract_stakes')
    .values(
      stakes.map((s) => ({
        member_id: memberId,
        chain_id: s.chainId,
        tx_hash: s.txHash.toLowerCase(),
        log_index: s.logIndex,
        block_number: s.blockNumber,
        block_hash: s.blockHash,
        contract_address: s.contract,
        wallet_address: s.wallet,
        stake_index: s.stakeIndex.toString(),
        amount: s.amount.toString(),
        staking_type: s.stakingType,
        start_time: new Date(Number(s.startTime) * 1000),
        end_time: new Date(Number(s.endTime) * 1000),
        recorded_at: now,
      })),
    )
    .onConflict((oc) => oc.constraint('contract_stakes_event_key').doNothing())
    .returning(contractStakeColumns)
    .execute();
}

export function findMemberContractStakes(db: Database, memberId: bigint, limit: number) {
  return db
    .selectFrom('contract_stakes')
    .select(contractStakeColumns)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ContractStakeRow = Awaited<ReturnType<typeof findMemberContractStakes>>[number];
