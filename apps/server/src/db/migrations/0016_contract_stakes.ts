import { type Kysely, sql } from 'kysely';

/**
 * On-chain stakes the server verified (api/staking/contractStaking; docs/decisions/009-on-chain-stakes.md).
 *
 * One row per Staked event of the configured staking contract: unique on (chain id, tx hash, log
 * index), so a replayed or parallel report of one transaction records it once (the insert is
 * `on conflict do nothing`). The tx hash is kept lower-case so the key cannot be dodged by letter case.
 * Amounts are the token's base units (18 decimals: 100 000 tokens do not fit a bigint), as numeric.
 * The block hash is kept to show which block the verification saw as final.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contract_stakes (
      id bigserial primary key,
      member_id bigint not null references members(id),
      chain_id integer not null,
      tx_hash text not null check (tx_hash = lower(tx_hash)),
      log_index integer not null,
      block_number bigint not null,
      block_hash text not null,
      contract_address text not null,
      wallet_address text not null,
      stake_index numeric(78, 0) not null,
      amount numeric(78, 0) not null check (amount > 0),
      staking_type smallint not null check (staking_type between 0 and 2),
      start_time timestamptz not null,
      end_time timestamptz not null,
      recorded_at timestamptz not null,
      constraint contract_stakes_event_key unique (chain_id, tx_hash, log_index)
    );
    create index contract_stakes_member_idx on contract_stakes (member_id, id desc);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
