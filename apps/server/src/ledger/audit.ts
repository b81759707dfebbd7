import { sql } from 'kysely';
import type { Database } from '../db/database';

export interface AuditFinding {
  check: string;
  detail: string;
}

/** Rows each check reports at most; one is enough to fail, a few help to diagnose. */
const SAMPLE_LIMIT = 20;

const checks: Array<{ name: string; query: ReturnType<typeof sql<Record<string, unknown>>> }> = [
  {
    name: 'every journal balances per asset',
    query: sql`select journal_id, asset, sum(amount_micro)::text as sum from entries
      group by journal_id, asset having sum(amount_micro) <> 0 limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'every journal has at least two entries',
    query: sql`select j.id as journal_id, count(e.id)::int as entries from journal j
      left join entries e on e.journal_id = j.id group by j.id having count(e.id) < 2 limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'the sum over all entries is zero per asset',
    query: sql`select asset, sum(amount_micro)::text as sum from entries group by asset having sum(amount_micro) <> 0`,
  },
  {
    name: 'each cached balance and version equal the fold of its entries',
    query: sql`select a.id as account_id, a.balance_micro::text as cached, coalesce(e.total, 0)::text as folded,
        a.version::text as version, coalesce(e.n, 0)::text as entries
      from accounts a
      left join (select account_id, sum(amount_micro) as total, count(*) as n from entries group by account_id) e
        on e.account_id = a.id
      where a.member_id is not null
        and (a.balance_micro <> coalesce(e.total, 0) or a.version <> coalesce(e.n, 0))
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'member account versions are gap-free and each balance_after is the running sum',
    query: sql`select account_id, account_version::text as version, balance_after_micro::text as balance_after,
        running::text as running
      from (
        select e.account_id, e.account_version, e.balance_after_micro,
          row_number() over w as position,
          sum(e.amount_micro) over w as running
        from entries e join accounts a on a.id = e.account_id
        where a.member_id is not null
        window w as (partition by e.account_id order by e.account_version)
      ) s
      where account_version is null or account_version <> position or balance_after_micro <> running
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'platform entries carry no version or balance',
    query: sql`select e.id as entry_id from entries e join accounts a on a.id = e.account_id
      where a.member_id is null and (e.account_version is not null or e.balance_after_micro is not null)
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'no member wallet or hold is negative',
    query: sql`select id as account_id, balance_micro::text as balance from accounts
      where balance_micro < 0 limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'each withdrawal hold equals the amount + fee of its pending withdrawals',
    query: sql`select coalesce(h.member_id, w.member_id)::text as member_id, coalesce(h.balance, 0)::text as hold,
        coalesce(w.total, 0)::text as pending
      from (select member_id, balance_micro as balance from accounts where kind = 'withdrawal_hold') h
      full join (select member_id, sum(amount_micro + fee_micro) as total from withdrawals
        where status = 'pending' group by member_id) w on w.member_id = h.member_id
      where coalesce(h.balance, 0) <> coalesce(w.total, 0)
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: "each member's stake lock equals the principal of their live stakes",
    query: sql`select coalesce(l.member_id, s.member_id)::text as member_id, coalesce(l.balance, 0)::text as stake_lock,
        coalesce(s.total, 0)::text as live_principal
      from (select member_id, balance_micro as balance from accounts where kind = 'stake_lock') l
      full join (select member_id, sum(principal_micro) as total from stakes
        where status in ('not_activated', 'active', 'quit_request_pending', 'surrender_pending')
        group by member_id) s on s.member_id = l.member_id
      where coalesce(l.balance, 0) <> coalesce(s.total, 0)
      limit ${SAMPLE_LIMIT}`,
  },
  {
    // Unclaimed profit is one platform liability itemised by the unclaimed accrual lines (0012).
    name: 'profit_payable equals the unclaimed profit lines, and no profit_claimable account holds any',
    query: sql`select 'profit_payable' as account, p.total::text as balance, u.total::text as unclaimed
      from (select coalesce(sum(e.amount_micro), 0) as total from entries e
        join accounts a on a.id = e.account_id where a.member_id is null and a.kind = 'profit_payable') p,
        (select coalesce(sum(amount_micro), 0) as total from stake_accruals where claimed_at is null) u
      where p.total <> u.total
      union all
      select 'member ' || member_id, balance_micro::text, null from accounts
      where kind = 'profit_claimable' and balance_micro <> 0
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'every approved deposit is credited by exactly its own journal, and every deposit journal by one deposit',
    query: sql`select 'deposit' as side, d.id::text as id from deposits d left join journal j on j.id = d.journal_id
        where d.status = 'approved' and (j.id is null or j.business_key <> 'deposit:' || d.id)
      union all
      select 'chain_deposit', c.id::text from chain_deposits c left join journal j on j.id = c.journal_id
        where c.status = 'credited' and (j.id is null
          or j.business_key <> 'chain-deposit:' || c.chain_id || ':' || c.tx_hash || ':' || c.log_index)
      union all
      select 'journal', j.id::text from journal j
        where j.type = 'deposit' and not exists (select 1 from deposits d where d.journal_id = j.id)
          and not exists (select 1 from chain_deposits c where c.journal_id = j.id)
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'every bonus line names a member and stake that exist',
    query: sql`select b.id::text as bonus_line_id from bonus_lines b
      where not exists (select 1 from members m where m.id = b.beneficiary_id)
        or (b.source_member_id is not null and not exists (select 1 from members m where m.id = b.source_member_id))
        or (b.source_stake_id is not null and not exists (select 1 from stakes s where s.id = b.source_stake_id))
      limit ${SAMPLE_LIMIT}`,
  },
  {
    name: 'journal and entries are append-only (triggers present and enabled)',
    query: sql`select t.name from (values ('journal_append_only'), ('entries_append_only'),
        ('journal_no_truncate'), ('entries_no_truncate'), ('journal_balanced'), ('entries_balanced'),
        ('entries_match_account')) as t(name)
      where not exists (select 1 from pg_trigger p where p.tgname = t.name and p.tgenabled <> 'D')`,
  },
  {
    name: 'each (stake, day) accrues at most once, only on weekdays from its start day, for a stake that exists',
    query: sql`select a.stake_id::text as stake_id, a.business_day from stake_accruals a join stakes s on s.id = a.stake_id
      where a.business_day < s.start_day or extract(isodow from a.business_day::date) in (6, 7)
      union all
      select stake_id::text, business_day from stake_accruals group by stake_id, business_day having count(*) > 1
      union all
      select a.stake_id::text, a.business_day from stake_accruals a
        where not exists (select 1 from stakes s where s.id = a.stake_id)
      limit ${SAMPLE_LIMIT}`,
  },
];

/**
 * Invariant 6's other half: no settled business day skips a stake that was earning on it (started
 * on or before it, and not ended before the next business day began in the business time zone).
 */
const noSkippedDay = (businessTz: string) => ({
  name: 'no settled business day skipped a stake that was earning on it',
  query: sql<Record<string, unknown>>`select s.id::text as stake_id, d.business_day
    from settlement_days d
    join stakes s on s.start_day <= d.business_day
      and (s.ended_at is null or s.ended_at >= ((d.business_day::date + 1)::timestamp at time zone ${businessTz}))
    where d.finished_at is not null and d.is_business_day
      and not exists (select 1 from stake_accruals a where a.stake_id = s.id and a.business_day = d.business_day)
    limit ${SAMPLE_LIMIT}`,
});

/**
 * Checks every money.md invariant that applies so far against the whole ledger. Returns what failed
 * (empty when the ledger is sound). Read-only; safe to run against a live database.
 */
export async function auditLedger(db: Database, options: { businessTz?: string } = {}): Promise<AuditFinding[]> {
  const findings: AuditFinding[] = [];
  for (const check of [...checks, noSkippedDay(options.businessTz ?? 'Asia/Singapore')]) {
    const result = await check.query.execute(db);
    for (const row of result.rows) {
      findings.push({
        check: check.name,
        detail: JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
      });
    }
  }
  return findings;
}

export const auditCheckNames = [...checks, noSkippedDay('UTC')].map((c) => c.name);
