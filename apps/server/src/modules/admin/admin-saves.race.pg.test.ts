import { stakingAdminPaths, teamAdminPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditRows } from './admin.testing';
import { call } from '../../test/http';

const PARALLEL = 8;

/**
 * Back-office saves of the same thing at once (rank rules, a setting, a package): never a 500; one
 * save wins each round and the others answer 409 STATE_CHANGED, or they apply one after the other.
 * Either way the audit log tells the true story: each row's `before` is the state the previous
 * saved row left. Real concurrency needs real sessions, so these run only on PostgreSQL.
 */
describe('parallel back-office saves on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const { admin } = useStaff(t, {});

  /** Every answer is a 200 or a 409 STATE_CHANGED, and at least one is a 200. */
  function expectOneWinnerAtLeast(answers: Array<{ statusCode: number; body: string }>) {
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(JSON.parse(res.body).message).toBe('STATE_CHANGED');
    }
    const winners = answers.filter((res) => res.statusCode === 200).length;
    expect(winners).toBeGreaterThanOrEqual(1);
    return winners;
  }

  it(`${PARALLEL} parallel saves of the rank rules`, async () => {
    const ranksFor = (i: number) => [
      { rank: 0, name_en: 'Member', team_volume: '0', bonus_percent: '0' },
      { rank: 1, name_en: `Bronze ${i}`, team_volume: String(1000 + i), bonus_percent: '1' },
      { rank: 2, name_en: `Silver ${i}`, team_volume: String(50_000 + i), bonus_percent: '2' },
    ];
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(t, 'PUT', teamAdminPaths.ranks, { ranks: ranksFor(i) }, { token: admin.token }),
      ),
    );
    const winners = expectOneWinnerAtLeast(answers);
    const audit = await auditRows(t, 'team.ranks_update');
    expect(audit).toHaveLength(winners);
    for (let i = 1; i < audit.length; i++) {
      expect(audit[i]!.before).toEqual((audit[i - 1]!.after as { ranks: unknown }).ranks);
    }
    const stored = await t.db.selectFrom('team_ranks').select(['rank', 'name_en']).orderBy('rank').execute();
    expect(stored).toHaveLength(3);
    const last = (audit.at(-1)!.after as { ranks: Array<{ name_en: string }> }).ranks;
    expect(stored.map((r) => r.name_en)).toEqual(last.map((r) => r.name_en));
  });

  it(`${PARALLEL} parallel saves of one setting`, async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(
          t,
          'POST',
          '/api/admin/settings',
          { key: 'WITHDRAW_FEE', value: String(1 + i / 10) },
          { token: admin.token },
        ),
      ),
    );
    const winners = expectOneWinnerAtLeast(answers);
    const audit = (await auditRows(t, 'setting.update')).filter((row) => row.target_id === 'WITHDRAW_FEE');
    expect(audit.length).toBeLessThanOrEqual(winners);
    for (let i = 1; i < audit.length; i++) expect(audit[i]!.before).toEqual(audit[i - 1]!.after);
    const stored = await t.app.deps.settings.get('WITHDRAW_FEE');
    expect(stored).toBe((audit.at(-1)!.after as { value: string }).value);
  });

  it(`${PARALLEL} parallel edits of one package`, async () => {
    const list = await call(t, 'GET', stakingAdminPaths.packages, undefined, { token: admin.token });
    const pkg = list.json().data.list[0] as Record<string, unknown> & { id: string; names: Record<string, string> };
    const body = (i: number) => ({
      code: pkg.code,
      type: pkg.type,
      names: { ...pkg.names, en: `Edited ${i}` },
      term_days: pkg.term_days,
      min_amount: String(Number(pkg.min_amount)),
      max_amount: pkg.max_amount === null ? null : String(Number(pkg.max_amount)),
      step_amount: String(Number(pkg.step_amount)),
      daily_rate: pkg.daily_rate,
      surrender_after_days: pkg.surrender_after_days,
      penalty_percent: pkg.penalty_percent,
      can_terminate_early: pkg.can_terminate_early,
      is_demo_rate: pkg.is_demo_rate,
      status: pkg.status,
      sort_order: pkg.sort_order,
    });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(t, 'PUT', stakingAdminPaths.package(pkg.id), body(i), { token: admin.token }),
      ),
    );
    const winners = expectOneWinnerAtLeast(answers);
    const audit = (await auditRows(t, 'staking_package.update')).filter((row) => row.target_id === pkg.id);
    expect(audit).toHaveLength(winners);
    for (let i = 1; i < audit.length; i++) expect(audit[i]!.before).toEqual(audit[i - 1]!.after);
  });
});
