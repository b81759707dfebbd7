import { type Kysely, sql } from 'kysely';

/**
 * Staking profit owed to members becomes one platform liability, `profit_payable`, with the accrual
 * lines (stake_accruals, unclaimed while claimed_at is null) as its per-member sub-ledger.
 *
 * Why: a per-member `profit_claimable` account meant a ledger entry and a cached-balance update for
 * every member every business day, which cost the daily settlement more than writing the accrual
 * lines themselves (bench/RESULTS.md). Now each settlement batch posts its profit in one journal,
 * profit_expense → profit_payable, and redeemProfit moves exactly the sum of the member's unclaimed
 * lines profit_payable → point2 while marking them claimed. The audit checks that profit_payable's
 * balance (the sum of its entries; positive is owed to members) equals the unclaimed lines.
 *
 * A database that already has profit in `profit_claimable` accounts: one balanced journal here
 * moves every such balance into profit_payable (their lines stay unclaimed), so the invariant holds
 * from this migration on and the kind keeps only history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The unnamed check of 0003 that lists the platform kinds.
    do $$
    declare c record;
    begin
      for c in select conname from pg_constraint
        where conrelid = 'accounts'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%member_id IS NULL%'
          and pg_get_constraintdef(oid) like '%profit_expense%'
      loop
        execute format('alter table accounts drop constraint %I', c.conname);
      end loop;
    end $$;
    alter table accounts drop constraint accounts_kind_check;
    alter table accounts add constraint accounts_kind_check check (kind in (
      'point1', 'point2', 'point3', 'point4', 'point5', 'withdrawal_hold', 'stake_lock', 'profit_claimable',
      'treasury', 'fee_revenue', 'profit_expense', 'profit_payable', 'bonus_expense', 'adjustments',
      'voucher_expense'));
    alter table accounts add constraint accounts_platform_kind_check check ((member_id is null) = (kind in (
      'treasury', 'fee_revenue', 'profit_expense', 'profit_payable', 'bonus_expense', 'adjustments',
      'voucher_expense')));
    insert into accounts (kind, asset) values ('profit_payable', 'USDT');

    with legacy as (
      select id, balance_micro from accounts where kind = 'profit_claimable' and balance_micro > 0 for update
    ), journal_row as (
      insert into journal (type, business_key, member_id, metadata, created_at)
      select 'profit_payable_migration', 'migration:0012_profit_payable', null,
             jsonb_build_object('accounts', count(*), 'amount_micro', sum(balance_micro)::text), now()
      from legacy having count(*) > 0
      returning id
    ), moved as (
      update accounts a set balance_micro = 0, version = a.version + 1
      from legacy l where a.id = l.id
      returning a.id, a.version, l.balance_micro as amount
    )
    insert into entries (journal_id, account_id, asset, amount_micro, balance_after_micro, account_version, created_at)
    select j.id, m.id, 'USDT', -m.amount, 0, m.version, now() from moved m cross join journal_row j
    union all
    select j.id, (select id from accounts where kind = 'profit_payable' and member_id is null), 'USDT',
           (select sum(amount) from moved)::bigint, null, null, now()
    from journal_row j;

    -- A member's claimable profit: the sum of their unclaimed lines, read from the index alone.
    create index stake_accruals_unclaimed_idx on stake_accruals (member_id) include (amount_micro)
      where claimed_at is null;

    -- 0011's statement-level balance check joined the statement's journals to entries in one query;
    -- the transition table has no statistics, so for a two-leg journal the planner scanned all of
    -- entries (60 ms a batch on a 250,000-entry ledger, more as it grows). Each journal's legs are
    -- now read through entries_journal_idx. Same checks, same messages.
    create or replace function entries_statement_balanced() returns trigger language plpgsql as $$
    declare
      bad bigint;
      is_unbalanced boolean;
    begin
      select t.journal_id, x.unbalanced into bad, is_unbalanced
        from (select distinct journal_id from new_entries) t
        cross join lateral (
          select bool_or(per_asset.total <> 0) as unbalanced, sum(per_asset.n) as n
          from (select sum(e.amount_micro) as total, count(*) as n from entries e
                where e.journal_id = t.journal_id group by e.asset) per_asset
        ) x
        where x.unbalanced or x.n < 2
        limit 1;
      if bad is not null then
        if is_unbalanced then
          raise exception 'journal % does not balance', bad;
        end if;
        raise exception 'journal % has fewer than two entries', bad;
      end if;
      return null;
    end;
    $$;

    -- Bonus lines are written by settlement (beneficiaries from team_stats, which a trigger keeps
    -- in step with members) and by a stake (its sponsor, member and stake, read in the same
    -- transaction); members and stakes are never deleted. The three per-row foreign key checks cost
    -- a fifth of the daily bonus posting (bench/RESULTS.md), so the audit checks the references.
    alter table bonus_lines drop constraint bonus_lines_beneficiary_id_fkey;
    alter table bonus_lines drop constraint bonus_lines_source_member_id_fkey;
    alter table bonus_lines drop constraint bonus_lines_source_stake_id_fkey;

    -- The day's bonus work is recomputed by every run of an unfinished day (the computation is
    -- idempotent and its inputs are logged), so a crash that empties it loses nothing: no WAL.
    alter table settlement_bonus_work set unlogged;

    -- Member accounts are updated in place all day and in bulk by settlement (point3 bonuses);
    -- room on each page lets those updates stay on the page (HOT) instead of adding index entries.
    alter table accounts set (fillfactor = 80);

    -- Each member's profit of the day being settled, written by the profit batch that paid it (in
    -- its transaction), so the level and rank bonuses read one row per member; rows of a finished
    -- day are deleted.
    create table settlement_member_profit (
      business_day text not null,
      member_id bigint not null,
      amount_micro bigint not null,
      primary key (business_day, member_id)
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
