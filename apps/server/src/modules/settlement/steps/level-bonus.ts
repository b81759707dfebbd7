import { type RawBuilder, sql } from 'kysely';
import { inTransaction } from '../../../db/transaction';
import { postMemberCredits } from '../../../ledger/post-batch';
import type { SettingsService } from '../../settings/settings.service';
import type { DayContext } from '../settle';
import { withoutJit } from './settlement-batch';
import { addToDay } from '../settlement.repository';

/** 500 → "5", 50 → "0.5", 125 → "1.25": the percent as the back office wrote it. */
const percentSql = (bps: RawBuilder<unknown>) =>
  sql`(${bps} / 100)::text || case when ${bps} % 100 = 0 then '' else '.' || rtrim(lpad((${bps} % 100)::text, 2, '0'), '0') end`;

export interface BonusTotals {
  lines: bigint;
  bonusMicro: bigint;
  batches: number;
}

/**
 * The day's level and rank bonuses, from the day's profit (which must be complete: call after
 * accrueProfit) and the team as the day's first step folded it (gates and ranks). Every line
 * is computed once into settlement_bonus_work, then posted in batches of whole beneficiaries (about
 * batchSize lines), each its own transaction and journal into point3. bonus_lines' unique (kind, source_key, beneficiary, level)
 * is the exactly-once guard: a rerun posts only what is missing.
 *
 * Level n: LEVEL_BONUS_PERCENTS[n-1] of the profit of the members n levels below, paid when the
 * beneficiary has at least n direct members with a live stake. Rank: the beneficiary's rank percent
 * of the profit of its direct members (stored as level 1). Gates and ranks are those at run time.
 */
type Step = <T>(name: string, work: () => Promise<T>) => Promise<T>;
const untimed: Step = (_name, work) => work();

export async function payDayBonuses(
  ctx: DayContext,
  settings: SettingsService,
  step: Step = untimed,
): Promise<BonusTotals> {
  const levelBps = (await settings.typed()).levelBonusBps;
  await step('bonuses: compute', () => computeBonusWork(ctx, levelBps));
  return step('bonuses: post', () => postBonusBatches(ctx));
}

async function computeBonusWork(ctx: DayContext, levelBps: number[]) {
  const levels = levelBps.length;
  if (levels === 0) levelBps = [0];
  const rates = sql.join(levelBps.map((bps, i) => sql`(${i + 1}::int, ${bps}::int)`));
  const bpsCol = sql`r.bps`;
  const rankBps = sql`k.bonus_bps`;
  // The day's profit per member, as the profit batches wrote it (one row per member).
  await inTransaction(ctx.db, async (trx) => {
    await withoutJit(trx);
    // The spread to the uplines is aggregated in memory (≈ 10 rows per member; at 1M stakes the
    // default work_mem spilled it to disk), and fresh statistics let the planner size it.
    await sql`set local work_mem = '256MB'`.execute(trx);
    await sql`analyze settlement_member_profit`.execute(trx);
    await sql`
    with profit as (
      select member_id, amount_micro as amount from settlement_member_profit where business_day = ${ctx.day}
    ), upline as (
      select t.path[t.depth - l + 1] as beneficiary_id, l as level, p.amount
      from profit p
      join team_stats t on t.member_id = p.member_id
      cross join lateral generate_series(1, least(${Math.max(levels, 1)}::int, t.depth)) as l
    ), bases as materialized (
      -- Each beneficiary's gate and rank read once for its level and rank lines.
      select b.beneficiary_id, b.level, b.base, t.direct_active_count, t.rank
      from (select beneficiary_id, level, sum(amount)::bigint as base from upline group by beneficiary_id, level) b
      join team_stats t on t.member_id = b.beneficiary_id
    ), rates(level, bps) as (values ${rates})
    insert into settlement_bonus_work (business_day, beneficiary_id, kind, level, base_micro, rate_bps, amount_micro, rule)
    select ${ctx.day}, b.beneficiary_id, 'level', b.level, b.base, r.bps, (b.base * r.bps / 10000)::bigint,
           'level ' || b.level || ': ' || ${percentSql(bpsCol)} || '% of level-' || b.level
             || ' downline profit on ' || ${ctx.day} || ' (' || b.direct_active_count || ' active direct members, '
             || b.level || ' needed)'
    from bases b
    join rates r on r.level = b.level
    where r.bps > 0 and b.direct_active_count >= b.level
    union all
    select ${ctx.day}, b.beneficiary_id, 'rank', 1, b.base, k.bonus_bps, (b.base * k.bonus_bps / 10000)::bigint,
           'rank ' || k.name_en || ': ' || ${percentSql(rankBps)} || '% of direct members'' profit on ' || ${ctx.day}
    from bases b
    join team_ranks k on k.rank = b.rank
    where b.level = 1 and k.bonus_bps > 0
    on conflict (business_day, beneficiary_id, kind, level) do nothing`.execute(trx);
    // The posting walks it in beneficiary order; without statistics it re-sorted it every batch.
    await sql`analyze settlement_bonus_work`.execute(trx);
  });
}

async function postBonusBatches(ctx: DayContext): Promise<BonusTotals> {
  const totals: BonusTotals = { lines: 0n, bonusMicro: 0n, batches: 0 };
  let cursor = 0n;
  for (;;) {
    const upper = await sql<{ hi: bigint | null }>`
      select max(beneficiary_id) as hi from (
        select beneficiary_id from settlement_bonus_work
        where business_day = ${ctx.day} and beneficiary_id > ${cursor}
        order by business_day, beneficiary_id limit ${ctx.batchSize}
      ) b`.execute(ctx.db);
    const hi = upper.rows[0]?.hi;
    if (hi === null || hi === undefined) break;
    const lo = cursor;
    const batchNo = totals.batches + 1;
    const done = await inTransaction(ctx.db, async (trx) => {
      await withoutJit(trx);
      const inBatch = sql`business_day = ${ctx.day} and beneficiary_id > ${lo} and beneficiary_id <= ${BigInt(hi)}
        and amount_micro > 0`;
      const credited = await postMemberCredits(trx, {
        type: 'staking_bonus',
        businessKeyPrefix: `staking_bonus:${ctx.day}`,
        metadata: { business_day: ctx.day },
        from: 'bonus_expense',
        to: 'point3',
        at: ctx.at,
        recipients: sql`select beneficiary_id as member_id from settlement_bonus_work where ${inBatch}`,
        credits: (journalId) => sql`
          insert into bonus_lines (beneficiary_id, kind, level, business_day, source_member_id, source_stake_id,
            base_micro, rate_bps, amount_micro, rule, journal_id, created_at, source_key)
          select beneficiary_id, kind, level, business_day, null, null, base_micro, rate_bps, amount_micro, rule,
                 ${journalId}::bigint, ${ctx.at}::timestamptz, 'day:' || business_day
          from settlement_bonus_work
          where ${inBatch}
          on conflict do nothing
          returning beneficiary_id as member_id, amount_micro`,
      });
      if (credited.amountMicro > 0n) {
        await addToDay(trx, ctx.day, { bonus_micro: credited.amountMicro });
      }
      await ctx.hooks.inBatch?.('bonus', batchNo);
      return { lines: credited.lines, bonus: credited.amountMicro };
    });
    totals.batches = batchNo;
    totals.lines += done.lines;
    totals.bonusMicro += done.bonus;
    cursor = BigInt(hi);
    await ctx.hooks.afterBatch?.('bonus', batchNo);
  }
  return totals;
}
