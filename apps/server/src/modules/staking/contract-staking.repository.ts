import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type SessionRead, sessionMemberId } from '../../db/member-session';
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

/** A recorded contract stake as the member's answers show it (contractStakeColumns). */
export type ContractStakeRow = Awaited<ReturnType<typeof insertContractStakes>>[number];

/** A contract stake as contractStakesInSession's JSON carries it: numbers that may not fit a double as text. */
interface ContractStakeJson extends Omit<
  ContractStakeRow,
  'id' | 'block_number' | 'start_time' | 'end_time' | 'recorded_at'
> {
  id: string;
  block_number: string;
  start_time: string;
  end_time: string;
  recorded_at: string;
}

/**
 * The member's latest contract stakes, newest first, as the column `contract_stakes` (JSON) of a folded
 * member read (db/member-session.ts); contractStakesOfJson reads them back as rows.
 */
export function contractStakesInSession(limit: number): SessionRead {
  return {
    columns: [
      sql`(select json_agg(c order by c.sort_id desc) from (
        select id as sort_id, id::text as id, chain_id, tx_hash, log_index, block_number::text as block_number, wallet_address,
               stake_index::text as stake_index, amount::text as amount, staking_type, start_time, end_time, recorded_at
        from contract_stakes where member_id = ${sessionMemberId} order by id desc limit ${limit}
      ) c) as contract_stakes`,
    ],
  };
}

/** contractStakesInSession's column as rows (the driver has parsed the JSON; none: null). */
export function contractStakesOfJson(json: unknown): ContractStakeRow[] {
  return ((json ?? []) as Array<ContractStakeJson & { sort_id?: unknown }>).map(({ sort_id: _, ...c }) => ({
    ...c,
    id: BigInt(c.id),
    block_number: BigInt(c.block_number),
    start_time: new Date(c.start_time),
    end_time: new Date(c.end_time),
    recorded_at: new Date(c.recorded_at),
  }));
}
