import { formatMicro, addDays } from '@tandem/contracts';
import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../db/transaction';
import { notifyMember } from '../notifications/notifications.service';
import { returnStakePrincipal } from '../staking/stake-lifecycle';
import type { DayContext } from './profit-accrual';
import { toBigInt } from './settlement-batch';

/** Days before a term's last day that its expiry notice goes out. */
export const EXPIRY_NOTICE_DAYS = 5;
const NOTICE_BATCH = 200;

type TermDeps = Pick<Deps, 'clock' | 'config'>;

/** Stakes whose first earning day has come become active (the member sees it from that day on). */
export async function activateStarted(ctx: DayContext): Promise<bigint> {
  const result = await sql`
    update stakes set status = 'active', updated_at = ${ctx.at}::timestamptz
    where status = 'not_activated' and start_day <= ${ctx.day}`.execute(ctx.db);
  return result.numAffectedRows ?? 0n;
}

/**
 * One in-app and mail notice per term, sent on settlement of the term's last day − 5 (or the first
 * run after that, if the term was shorter or the run late). notice_sent_cycle is the guard, set in
 * the transaction that writes the notice.
 */
export async function sendExpiryNotices(ctx: DayContext, deps: TermDeps): Promise<bigint> {
  const lastNoticeDay = addDays(ctx.day, EXPIRY_NOTICE_DAYS);
  let sent = 0n;
  for (let batch = 1; ; batch++) {
    const count = await inTransaction(ctx.db, async (trx) => {
      const due = await sql<{
        id: bigint;
        member_id: bigint;
        principal_micro: bigint;
        term_end_day: string;
        cycle: number;
      }>`
        update stakes set notice_sent_cycle = cycle
        where id in (
          select id from stakes
          where status in ('active', 'quit_request_pending', 'surrender_pending')
            and term_end_day is not null and term_end_day >= ${ctx.day} and term_end_day <= ${lastNoticeDay}
            and (notice_sent_cycle is null or notice_sent_cycle < cycle)
          order by id limit ${NOTICE_BATCH}
          for update skip locked
        )
        returning id, member_id, principal_micro, term_end_day, cycle`.execute(trx);
      for (const stake of due.rows) {
        await notifyMember(trx, deps, {
          memberId: stake.member_id,
          kind: 'stake_expiry',
          params: {
            stake_id: String(stake.id),
            amount: formatMicro(stake.principal_micro),
            expires_at: stake.term_end_day,
          },
        });
        await trx
          .insertInto('stake_events')
          .values({
            stake_id: stake.id,
            member_id: stake.member_id,
            kind: 'expiry_notice',
            amount_micro: stake.principal_micro,
            penalty_micro: null,
            from_package_id: null,
            to_package_id: null,
            staff_id: null,
            reason: `term ${stake.cycle} ends on ${stake.term_end_day}`,
            journal_id: null,
            created_at: ctx.at,
          })
          .execute();
      }
      if (due.rows.length > 0) {
        await sql`update settlement_days set notices = notices + ${due.rows.length} where business_day = ${ctx.day}`.execute(
          trx,
        );
      }
      await ctx.hooks.inBatch?.('notice', batch);
      return due.rows.length;
    });
    sent += BigInt(count);
    if (count === 0) break;
    await ctx.hooks.afterBatch?.('notice', batch);
    if (count < NOTICE_BATCH) break;
  }
  return sent;
}

/**
 * The end of terms on `day`: a stake whose member asked to terminate returns its principal to
 * point1 (terminated), one transaction per stake (returnStakePrincipal's compare-and-set makes a
 * second runner's attempt a no-op); every other live stake renews into the same package for
 * another term (set-based, with a 'renew' event each).
 */
export async function endTerms(ctx: DayContext, deps: TermDeps): Promise<{ matured: bigint; renewed: bigint }> {
  let matured = 0n;
  let batch = 0;
  let cursor = 0n;
  for (;;) {
    const due = await ctx.db
      .selectFrom('stakes')
      .select(['id', 'member_id', 'principal_micro'])
      .where('status', '=', 'quit_request_pending')
      .where('term_end_day', '<=', ctx.day)
      .where('id', '>', cursor)
      .orderBy('id')
      .limit(NOTICE_BATCH)
      .execute();
    if (due.length === 0) break;
    for (const stake of due) {
      batch++;
      cursor = stake.id;
      const ended = await inTransaction(ctx.db, async (trx) => {
        try {
          await returnStakePrincipal(trx, deps, stake, 'terminated', 0n, { at: ctx.at });
        } catch (error) {
          // Another runner (or a staff decision) ended it first.
          if (error instanceof AppError && error.code === 'STATE_CHANGED') return false;
          throw error;
        }
        await sql`update settlement_days set matured = matured + 1 where business_day = ${ctx.day}`.execute(trx);
        await ctx.hooks.inBatch?.('maturity', batch);
        return true;
      });
      if (ended) matured++;
      await ctx.hooks.afterBatch?.('maturity', batch);
    }
  }

  const renewed = await inTransaction(ctx.db, async (trx) => {
    const result = await sql<{ n: bigint }>`
      with renewed as (
        update stakes s set
          cycle = s.cycle + 1,
          cycle_start_day = to_char(s.term_end_day::date + 1, 'YYYY-MM-DD'),
          term_end_day = to_char(s.term_end_day::date + p.term_days, 'YYYY-MM-DD'),
          updated_at = ${ctx.at}::timestamptz
        from staking_packages p
        where p.id = s.package_id and p.term_days is not null
          and s.status in ('active', 'surrender_pending') and s.term_end_day <= ${ctx.day}
        returning s.id, s.member_id, s.principal_micro, s.package_id, s.cycle
      ), events as (
        insert into stake_events (stake_id, member_id, kind, amount_micro, from_package_id, to_package_id, reason, created_at)
        select id, member_id, 'renew', principal_micro, package_id, package_id, 'term ' || cycle || ' begins',
               ${ctx.at}::timestamptz
        from renewed
        returning 1
      )
      select count(*) as n from events`.execute(trx);
    const n = toBigInt(result.rows[0]?.n);
    if (n > 0n) {
      await sql`update settlement_days set renewed = renewed + ${n} where business_day = ${ctx.day}`.execute(trx);
    }
    return n;
  });
  return { matured, renewed };
}
