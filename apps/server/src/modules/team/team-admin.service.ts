import {
  MICRO_PER_UNIT,
  type RankRule,
  type RankRulesInput,
  bpsToShortPercent,
  formatMicro,
  percentToBps,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../db/transaction';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { recomputeRanks } from './team-aggregates';
import { findRankRules, lockRankRules, replaceRankRules } from './team.repository';

type AdminDeps = Pick<Deps, 'db' | 'clock'>;

export async function listRankRules(deps: Pick<AdminDeps, 'db'>): Promise<RankRule[]> {
  const rules = await findRankRules(deps.db);
  return rules.map((r) => ({
    rank: r.rank,
    name_en: r.name_en,
    names: r.names,
    team_volume: formatMicro(r.team_volume_micro),
    bonus_percent: bpsToShortPercent(r.bonus_bps),
  }));
}

/**
 * Replaces the rank table. Ranks run 0, 1, 2, … with rank 0 at volume 0 (everyone has a rank) and
 * volumes strictly rising, so "the highest rank whose volume is reached" is always one answer. Every
 * member's rank is recomputed in the same transaction, each move recorded with reason 'rules'.
 *
 * Saves of the table are taken one at a time (a table lock), and a save whose table changed since
 * this request read it answers STATE_CHANGED: of several saves at once one wins, the others are told.
 * (Without the lock two saves deleted the same rows and both inserted rank 0: a unique violation.)
 */
export async function updateRankRules(deps: AdminDeps, input: RankRulesInput, actor: AuditActor): Promise<RankRule[]> {
  // A save that sends no names for a rank keeps the ones it had; an empty name reads name_en.
  const namesBefore = new Map((await findRankRules(deps.db)).map((r) => [r.rank, r.names]));
  const rules = input.ranks.map((r) => ({
    rank: r.rank,
    name_en: r.name_en,
    names: r.names
      ? (Object.fromEntries(Object.entries(r.names).filter(([, name]) => name)) as Record<string, string>)
      : (namesBefore.get(r.rank) ?? {}),
    team_volume_micro: BigInt(r.team_volume) * MICRO_PER_UNIT,
    bonus_bps: percentToBps(r.bonus_percent),
  }));
  const fields: Record<string, string> = {};
  rules.forEach((rule, i) => {
    if (rule.rank !== i) fields[`ranks.${i}.rank`] = 'invalid';
    if (rule.bonus_bps > 10_000) fields[`ranks.${i}.bonus_percent`] = 'invalid';
    if (i === 0 && rule.team_volume_micro !== 0n) fields['ranks.0.team_volume'] = 'invalid';
    const previous = rules[i - 1];
    if (previous && rule.team_volume_micro <= previous.team_volume_micro) fields[`ranks.${i}.team_volume`] = 'invalid';
  });
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);

  const before = await listRankRules(deps);
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    await lockRankRules(trx);
    if (JSON.stringify(await listRankRules({ db: trx })) !== JSON.stringify(before)) {
      throw new AppError('STATE_CHANGED');
    }
    await replaceRankRules(trx, rules, now);
    const moved = await recomputeRanks(trx, now);
    // The rules as stored (the same form as `before`), so one save's after is the next save's before.
    const after = await listRankRules({ db: trx });
    await recordAuditAs(trx, actor, {
      action: 'team.ranks_update',
      targetType: 'team_ranks',
      targetId: null,
      before,
      after: { ranks: after, members_moved: moved },
      reason: input.reason ?? null,
      at: now,
    });
    return after;
  });
}
