import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { inTransaction } from '../../../db/transaction';
import {
  activateStartedStakes,
  findStakesEndingTerm,
  renewStakeTerms,
  returnStakePrincipal,
  sendTermExpiryNotices,
} from '../../staking/stake-lifecycle';
import { addDays } from '@tandem/contracts';
import type { DayContext } from '../settle';
import { addToDay } from '../settlement.repository';

/** Days before a term's last day that its expiry notice goes out. */
export const EXPIRY_NOTICE_DAYS = 5;
const NOTICE_BATCH = 200;
/** Stakes read at a time to return at the end of their term (each returns in its own transaction). */
const MATURITY_BATCH = 200;

type TermDeps = Pick<Deps, 'clock' | 'config'>;

/** Stakes whose first earning day has come become active (the member sees it from that day on). */
export function activateStarted(ctx: DayContext): Promise<bigint> {
  return activateStartedStakes(ctx.db, ctx.day, ctx.at);
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
      const noticed = await sendTermExpiryNotices(trx, deps, {
        day: ctx.day,
        lastNoticeDay,
        limit: NOTICE_BATCH,
        at: ctx.at,
      });
      if (noticed > 0) await addToDay(trx, ctx.day, { notices: noticed });
      await ctx.hooks.inBatch?.('notice', batch);
      return noticed;
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
    const due = await findStakesEndingTerm(ctx.db, ctx.day, cursor, MATURITY_BATCH);
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
        await addToDay(trx, ctx.day, { matured: 1 });
        await ctx.hooks.inBatch?.('maturity', batch);
        return true;
      });
      if (ended) matured++;
      await ctx.hooks.afterBatch?.('maturity', batch);
    }
  }

  const renewed = await inTransaction(ctx.db, async (trx) => {
    const n = await renewStakeTerms(trx, ctx.day, ctx.at);
    if (n > 0n) {
      await addToDay(trx, ctx.day, { renewed: n });
    }
    return n;
  });
  return { matured, renewed };
}
