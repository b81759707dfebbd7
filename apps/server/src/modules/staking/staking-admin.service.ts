import {
  type Page,
  type AdminStakingPackage,
  type AuditAction,
  type Language,
  type PackageInput,
  MICRO_PER_UNIT,
  type SurrenderDecision,
  type SurrenderQueueItem,
  bpsToPercent,
  formatMicro,
  languages,
  packageInput,
  percentToBps,
  percentToPpm,
  businessDate,
  daysHeld,
} from '@tandem/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Trx, inTransaction } from '../../db/transaction';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { notifyMember } from '../notifications/notifications.service';
import { packageName, packageView, penaltyOf, returnStakePrincipal } from './stake-lifecycle';
import {
  type PackageRecord,
  countLiveStakesOfPackage,
  findLiveTotalsByPackage,
  findPackageForUpdate,
  findPackages,
  insertPackage,
  updatePackageRow,
} from './staking-packages.repository';
import { findSurrenderQueue, insertStakeEvent, lockStake, moveStakeStatus } from './staking.repository';
import { readAdminPage } from '../../lib/paging';

type ParsedPackage = z.output<typeof packageInput>;

function namesOf(row: Pick<PackageRecord, 'names'>): Record<Language, string> {
  const names = (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as Partial<
    Record<Language, string>
  >;
  return Object.fromEntries(languages.map((l) => [l, names?.[l] ?? ''])) as Record<Language, string>;
}

function adminView(
  row: PackageRecord,
  totals?: { live_count: string; live_micro: string | null },
): AdminStakingPackage {
  const { name: _name, ...view } = packageView(row, 'en');
  return {
    ...view,
    names: namesOf(row),
    sort_order: row.sort_order,
    live_count: Number(totals?.live_count ?? 0),
    live_principal: formatMicro(BigInt(totals?.live_micro ?? 0)),
    updated_at: row.updated_at.toISOString(),
  };
}

function rowValues(input: ParsedPackage): Omit<PackageRecord, 'id' | 'updated_at'> {
  return {
    code: input.code,
    type: input.type,
    names: input.names,
    term_days: input.term_days,
    min_micro: BigInt(input.min_amount) * MICRO_PER_UNIT,
    max_micro: input.max_amount === null ? null : BigInt(input.max_amount) * MICRO_PER_UNIT,
    step_micro: BigInt(input.step_amount) * MICRO_PER_UNIT,
    daily_rate_ppm: percentToPpm(input.daily_rate),
    surrender_after_days: input.surrender_after_days,
    penalty_bps: percentToBps(input.penalty_percent),
    can_terminate_early: input.can_terminate_early,
    is_demo_rate: input.is_demo_rate,
    status: input.status,
    sort_order: input.sort_order,
  };
}

export async function listAdminPackages(deps: Deps): Promise<AdminStakingPackage[]> {
  const [rows, totals] = await Promise.all([
    findPackages(deps.db, { activeOnly: false }),
    findLiveTotalsByPackage(deps.db),
  ]);
  const byPackage = new Map(totals.map((t) => [t.package_id, t]));
  return rows.map((row) => adminView(row, byPackage.get(row.id)));
}

function packageCodeTaken(error: unknown): never {
  if (violatedUniqueConstraint(error)) throw new AppError('PACKAGE_CODE_EXISTS', { fields: { code: 'invalid' } });
  throw error;
}

/** Reads the package as the change left it and audits the change with that view (and `before`); answers the view. */
async function auditPackageChange(
  trx: Trx,
  actor: AuditActor,
  change: { action: AuditAction; id: bigint; at: Date; before?: AdminStakingPackage },
): Promise<AdminStakingPackage> {
  const view = adminView((await findPackageForUpdate(trx, change.id))!);
  const { action, id, at, before } = change;
  await recordAuditAs(trx, actor, { action, targetType: 'staking_package', targetId: id, before, after: view, at });
  return view;
}

export async function createPackage(deps: Deps, input: PackageInput, actor: AuditActor): Promise<AdminStakingPackage> {
  const values = rowValues(packageInput.parse(input));
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const { id } = await insertPackage(trx, values, at).catch(packageCodeTaken);
    return auditPackageChange(trx, actor, { action: 'staking_package.create', id, at });
  });
}

/**
 * Edits a package. Rate and penalty changes apply from the next settlement run and the next
 * decision (both read the package when they run); a package with live stakes keeps its type and
 * term (PACKAGE_HAS_LIVE_STAKES), since those stakes' terms were computed from them.
 */
export async function updatePackage(
  deps: Deps,
  id: bigint,
  input: PackageInput,
  actor: AuditActor,
): Promise<AdminStakingPackage> {
  const values = rowValues(packageInput.parse(input));
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const before = await findPackageForUpdate(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const reshapes = before.type !== values.type || before.term_days !== values.term_days;
    if (reshapes && (await countLiveStakesOfPackage(trx, id)) > 0) {
      throw new AppError('PACKAGE_HAS_LIVE_STAKES', { fields: { type: 'invalid', term_days: 'invalid' } });
    }
    await updatePackageRow(trx, id, values, at).catch(packageCodeTaken);
    return auditPackageChange(trx, actor, { action: 'staking_package.update', id, at, before: adminView(before) });
  });
}

export async function surrenderQueue(deps: Deps, page: number): Promise<Page<SurrenderQueueItem>> {
  const today = businessDate(deps.clock.now(), deps.config.businessTz);
  return readAdminPage(
    page,
    (limit, offset) => findSurrenderQueue(deps.db, limit, offset),
    (r): SurrenderQueueItem => {
      const penalty = penaltyOf(r.principal_micro, r.penalty_bps);
      return {
        stake_id: String(r.id),
        member_id: String(r.member_id),
        username: r.username,
        package_name: packageName(r, 'en'),
        amount: formatMicro(r.principal_micro),
        start_day: r.start_day,
        days_held: daysHeld(r.start_day, today),
        penalty_percent: bpsToPercent(r.penalty_bps),
        penalty: formatMicro(penalty),
        returned: formatMicro(r.principal_micro - penalty),
        requested_at: r.updated_at.toISOString(),
      };
    },
  );
}

/**
 * Approves a surrender: principal minus the package's penalty back to point1, the penalty to fee
 * revenue. The stake row is locked and its status compared, so of two staff deciding at once one
 * wins and the other gets STATE_CHANGED.
 */
export async function approveSurrender(deps: Deps, stakeId: bigint, actor: AuditActor): Promise<SurrenderDecision> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const stake = await lockStake(trx, stakeId);
    if (!stake) throw new AppError('NOT_FOUND');
    if (stake.status !== 'surrender_pending') throw new AppError('STATE_CHANGED', { status: stake.status });
    const pkg = (await findPackageForUpdate(trx, stake.package_id))!;
    const penaltyMicro = penaltyOf(stake.principal_micro, pkg.penalty_bps);
    await returnStakePrincipal(trx, deps, stake, 'surrender_approved', penaltyMicro, { at, staffId: actor.staffId });
    const decision: SurrenderDecision = {
      stake_id: String(stake.id),
      status: 'surrender_approved',
      penalty: formatMicro(penaltyMicro),
      returned: formatMicro(stake.principal_micro - penaltyMicro),
      decided_at: at.toISOString(),
    };
    await notifyMember(trx, deps, {
      memberId: stake.member_id,
      kind: 'surrender_approved',
      params: { stake_id: decision.stake_id, amount: decision.returned },
    });
    await recordAuditAs(trx, actor, {
      action: 'stake.surrender_approve',
      targetType: 'stake',
      targetId: stake.id,
      after: decision,
      at,
    });
    return decision;
  });
}

/** Refuses a surrender with a reason; the stake goes back to active and keeps earning. */
export async function rejectSurrender(
  deps: Deps,
  stakeId: bigint,
  reason: string,
  actor: AuditActor,
): Promise<SurrenderDecision> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const stake = await lockStake(trx, stakeId);
    if (!stake) throw new AppError('NOT_FOUND');
    if (!(await moveStakeStatus(trx, stake.id, 'surrender_pending', 'active', at))) {
      throw new AppError('STATE_CHANGED', { status: stake.status });
    }
    await insertStakeEvent(trx, {
      stake_id: stake.id,
      member_id: stake.member_id,
      kind: 'surrender_rejected',
      amount_micro: stake.principal_micro,
      staff_id: actor.staffId,
      reason,
      created_at: at,
    });
    await notifyMember(trx, deps, {
      memberId: stake.member_id,
      kind: 'surrender_rejected',
      params: { stake_id: String(stake.id), amount: formatMicro(stake.principal_micro), reason },
    });
    const decision: SurrenderDecision = {
      stake_id: String(stake.id),
      status: 'active',
      penalty: formatMicro(0n),
      returned: formatMicro(0n),
      decided_at: at.toISOString(),
    };
    await recordAuditAs(trx, actor, {
      action: 'stake.surrender_reject',
      targetType: 'stake',
      targetId: stake.id,
      after: decision,
      reason,
      at,
    });
    return decision;
  });
}
