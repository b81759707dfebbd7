import { type RawBuilder, sql } from 'kysely';
import { inTransaction } from '../../../db/transaction';
import { postAggregateBatch } from '../../../ledger/post-batch';
import type { DayContext } from '../settle';
import { LIVE_STATUSES, toBigInt, withoutJit } from './settlement-batch';
import { addToDay } from '../settlement.repository';

export interface ProfitTotals {
  stakes: bigint;
  profitMicro: bigint;
  batches: number;
}

const accruing = sql.join(['active', 'quit_request_pending', 'surrender_pending'].map((s) => sql.lit(s)));
const live = sql.join(LIVE_STATUSES.map((s) => sql.lit(s)));

/**
 * Credits the day's profit of every stake that was earning on `day`: floor(principal × rate), one
 * stake_accruals line per (stake, day) as the exactly-once guard, the trace and the member's claim
 * (the sub-ledger of profit_payable: migration 0012). Batches, each its own transaction with one
 * journal of two legs, profit_expense → profit_payable, for the batch's total, plus each member's
 * profit of the day in settlement_member_profit for the bonuses. A batch takes only stakes that have
 * no line for the day yet, so a rerun, a crash or a second runner continues where the committed work
 * ends and never pays a stake twice.
 *
 * Earning on `day`: started on or before it and still live, or ended after it (a flexible stake
 * redeemed, a surrender approved the next morning before this run) — a late run pays what an
 * on-time one would have.
 */
export async function accrueProfit(ctx: DayContext): Promise<ProfitTotals> {
  const totals: ProfitTotals = { stakes: 0n, profitMicro: 0n, batches: 0 };
  // Batches of whole members (about batchSize stakes each, read through the covering
  // stakes_live_member_idx), so each member's profit of the day is written once, not added up.
  let cursor = 0n;
  for (;;) {
    const upper = await sql<{ hi: bigint | null }>`
      select max(member_id) as hi from (
        select member_id from stakes where status in (${live}) and member_id > ${cursor}
        order by member_id limit ${ctx.batchSize}
      ) b`.execute(ctx.db);
    const hi = upper.rows[0]?.hi;
    if (hi === null || hi === undefined) break;
    const filter = sql`s.member_id > ${cursor} and s.member_id <= ${BigInt(hi)} and s.status in (${accruing})
      and s.start_day <= ${ctx.day}`;
    await postProfitBatch(ctx, filter, 'staking_profit', totals);
    cursor = BigInt(hi);
  }
  // Stakes that ended after the day (few): one more pass over the ended-at index.
  let endedCursor = 0n;
  for (;;) {
    const upper = await sql<{ hi: bigint | null }>`
      select max(id) as hi from (
        select id from stakes where ended_at >= ${ctx.nextDayStart} and id > ${endedCursor}
          and status in ('end', 'terminated', 'surrender_approved') and start_day <= ${ctx.day}
        order by id limit ${ctx.batchSize}
      ) b`.execute(ctx.db);
    const hi = upper.rows[0]?.hi;
    if (hi === null || hi === undefined) break;
    const filter = sql`s.id > ${endedCursor} and s.id <= ${BigInt(hi)} and s.ended_at >= ${ctx.nextDayStart}
      and s.status in ('end', 'terminated', 'surrender_approved') and s.start_day <= ${ctx.day}`;
    await postProfitBatch(ctx, filter, 'staking_profit_late', totals);
    endedCursor = BigInt(hi);
  }
  return totals;
}

/**
 * One batch's journal. Its business key names the first member (or, for late stakes, the first
 * stake) it paid: a batch only pays stakes without a line for the day, so that member or stake can
 * head no other batch of the day.
 */
async function postProfitBatch(
  ctx: DayContext,
  filter: RawBuilder<unknown>,
  keyPrefix: 'staking_profit' | 'staking_profit_late',
  totals: ProfitTotals,
) {
  const batchNo = totals.batches + 1;
  const done = await inTransaction(ctx.db, async (trx) => {
    await withoutJit(trx);
    const posted = await postAggregateBatch(
      trx,
      { type: 'staking_profit', from: 'profit_expense', to: 'profit_payable', at: ctx.at },
      async (journalId) => {
        const result = await sql<{
          accrued: bigint;
          profit: bigint;
          head: bigint | null;
          first_stake: bigint | null;
          last_stake: bigint | null;
          members: bigint;
        }>`
          with candidates as (
            select s.id, s.member_id, s.package_id, s.principal_micro, p.daily_rate_ppm,
                   (s.principal_micro * p.daily_rate_ppm / 1000000)::bigint as amount
            from stakes s join staking_packages p on p.id = s.package_id
            where ${filter}
          ), lines as (
            insert into stake_accruals
              (stake_id, business_day, member_id, package_id, principal_micro, daily_rate_ppm, amount_micro, journal_id)
            select id, ${ctx.day}, member_id, package_id, principal_micro, daily_rate_ppm, amount,
                   case when amount > 0 then ${journalId}::bigint end
            from candidates
            on conflict do nothing
            returning stake_id, member_id, amount_micro
          ), total as (
            select coalesce(sum(amount_micro), 0)::bigint as amount, count(*) as stakes,
                   min(${keyPrefix === 'staking_profit' ? sql`member_id` : sql`stake_id`}) filter (where amount_micro > 0) as head,
                   min(stake_id) as first_stake, max(stake_id) as last_stake
            from lines
          ), member_profit as (
            insert into settlement_member_profit (business_day, member_id, amount_micro)
            select ${ctx.day}, member_id, sum(amount_micro)::bigint from lines
            group by member_id having sum(amount_micro) > 0
            on conflict (business_day, member_id)
              do update set amount_micro = settlement_member_profit.amount_micro + excluded.amount_micro
            returning 1
          )
          select total.amount as profit, total.stakes as accrued, total.head, total.first_stake, total.last_stake,
                 (select count(*) from member_profit) as members
          from total`.execute(trx);
        const row = result.rows[0]!;
        const accrued = toBigInt(row.accrued);
        const profit = toBigInt(row.profit);
        return {
          posting: {
            amountMicro: profit,
            businessKey: `${keyPrefix}:${ctx.day}:${row.head}`,
            metadata: {
              business_day: ctx.day,
              stakes: Number(accrued),
              members: Number(row.members),
              first_stake_id: String(row.first_stake),
              last_stake_id: String(row.last_stake),
            },
          },
          result: { accrued, profit },
        };
      },
    );
    if (posted.accrued > 0n) {
      await addToDay(trx, ctx.day, { stakes_accrued: posted.accrued, profit_micro: posted.profit });
    }
    await ctx.hooks.inBatch?.('profit', batchNo);
    return posted;
  });
  totals.batches = batchNo;
  totals.stakes += done.accrued;
  totals.profitMicro += done.profit;
  await ctx.hooks.afterBatch?.('profit', batchNo);
}
