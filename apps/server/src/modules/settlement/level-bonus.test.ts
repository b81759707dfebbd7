import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { settleThrough } from './settle';
import { USDT } from '../../test/factories';
import { addMember, expectCleanAudit, morningOf, packageId, placeStake, settlementDeps } from './settlement.testing';
import { balanceOf } from '../../ledger/ledger.testing';

const micro = (usdt: string) => {
  const [whole, fraction = ''] = usdt.split('.');
  return BigInt(whole!) * USDT + BigInt(fraction.padEnd(6, '0'));
};

describe('level and rank bonuses on a built tree', () => {
  const t = useTestApp();

  async function linesOf(day: string) {
    const rows = await t.db
      .selectFrom('bonus_lines')
      .select(['beneficiary_id', 'kind', 'level', 'base_micro', 'rate_bps', 'amount_micro', 'rule', 'source_key'])
      .where('business_day', '=', day)
      .orderBy('beneficiary_id')
      .orderBy('kind')
      .orderBy('level')
      .execute();
    return rows;
  }

  it('pays exact amounts per level behind the direct-count gate, and rank bonuses that follow rank changes', async () => {
    const deps = settlementDeps(t);
    const flexible = await packageId(t, 'flexible'); // 0.10 % a day
    const fixed = await packageId(t, 'fixed_180'); // 0.30 % a day
    // R ← A ← B ← C, and X under R.
    const r = await addMember(t);
    const a = await addMember(t, r);
    const x = await addMember(t, r);
    const b = await addMember(t, a);
    const c = await addMember(t, b);
    await placeStake(t, { memberId: c, packageId: fixed, amountMicro: 10_000n * USDT, stakedOn: '2026-11-06' }); // 30/day
    await placeStake(t, { memberId: b, packageId: flexible, amountMicro: 1_000n * USDT, stakedOn: '2026-11-06' }); // 1/day
    await placeStake(t, { memberId: a, packageId: fixed, amountMicro: 100n * USDT, stakedOn: '2026-11-06' }); // 0.3/day
    await placeStake(t, { memberId: x, packageId: fixed, amountMicro: 100n * USDT, stakedOn: '2026-11-06' }); // 0.3/day

    t.clock.set(morningOf('2026-11-10'));
    await settleThrough(deps, '2026-11-09');
    const day1 = await linesOf('2026-11-09');
    expect(day1.map((l) => [l.beneficiary_id, l.kind, l.level, l.base_micro, l.rate_bps, l.amount_micro])).toEqual([
      // R: level 1 = A + X, level 2 = B (2 active directs), level 3 (C) closed: only 2 active directs.
      [r, 'level', 1, micro('0.6'), 1000, micro('0.06')],
      [r, 'level', 2, micro('1'), 500, micro('0.05')],
      [r, 'rank', 1, micro('0.6'), 100, micro('0.006')], // Bronze: team volume 11,200
      // A: level 1 = B; level 2 (C) closed: only 1 active direct.
      [a, 'level', 1, micro('1'), 1000, micro('0.1')],
      [a, 'rank', 1, micro('1'), 100, micro('0.01')], // Bronze: 11,000
      // B: level 1 = C.
      [b, 'level', 1, micro('30'), 1000, micro('3')],
      [b, 'rank', 1, micro('30'), 100, micro('0.3')], // Bronze: 10,000
    ]);
    expect(day1.find((l) => l.beneficiary_id === r && l.level === 2)?.rule).toBe(
      'level 2: 5% of level-2 downline profit on 2026-11-09 (2 active direct members, 2 needed)',
    );
    expect(day1.find((l) => l.beneficiary_id === b && l.kind === 'rank')?.rule).toBe(
      "rank Bronze: 1% of direct members' profit on 2026-11-09",
    );
    expect(await balanceOf(t, r, 'point3')).toBe(micro('0.116'));
    expect(await balanceOf(t, a, 'point3')).toBe(micro('0.11'));
    expect(await balanceOf(t, b, 'point3')).toBe(micro('3.3'));
    expect(await balanceOf(t, c, 'point3')).toBe(0n);

    // A third active direct opens R's level 3; C's 40,000 more lift B and A to Silver (50,000).
    const y = await addMember(t, r);
    await placeStake(t, { memberId: y, packageId: fixed, amountMicro: 100n * USDT, stakedOn: '2026-11-09' });
    await placeStake(t, { memberId: c, packageId: fixed, amountMicro: 40_000n * USDT, stakedOn: '2026-11-09' });
    t.clock.set(morningOf('2026-11-11'));
    await settleThrough(deps, '2026-11-10');
    const day2 = await linesOf('2026-11-10');
    expect(day2.map((l) => [l.beneficiary_id, l.kind, l.level, l.base_micro, l.rate_bps, l.amount_micro])).toEqual([
      [r, 'level', 1, micro('0.9'), 1000, micro('0.09')],
      [r, 'level', 2, micro('1'), 500, micro('0.05')],
      [r, 'level', 3, micro('150'), 300, micro('4.5')],
      [r, 'rank', 1, micro('0.9'), 200, micro('0.018')], // Silver: 51,300
      [a, 'level', 1, micro('1'), 1000, micro('0.1')],
      [a, 'rank', 1, micro('1'), 200, micro('0.02')], // Silver: 51,000
      [b, 'level', 1, micro('150'), 1000, micro('15')],
      [b, 'rank', 1, micro('150'), 200, micro('3')], // Silver: 50,000
    ]);
    const moves = await t.db
      .selectFrom('rank_changes')
      .select(['from_rank', 'to_rank'])
      .where('member_id', '=', b)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      { from_rank: 0, to_rank: 1 },
      { from_rank: 1, to_rank: 2 },
    ]);
    expect(await balanceOf(t, b, 'point3')).toBe(micro('3.3') + micro('18'));

    // Each bonus journal explains itself: bonus_expense against the beneficiaries' point3.
    const journals = await t.db
      .selectFrom('journal')
      .select(['type', 'business_key'])
      .where('type', '=', 'staking_bonus')
      .orderBy('id')
      .execute();
    expect(journals).toHaveLength(2);
    expect(journals[0]!.business_key).toBe(`staking_bonus:2026-11-09:${r}`);

    // A rerun of a day whose bonuses were paid pays nothing more.
    await t.db
      .updateTable('settlement_days')
      .set({ finished_at: null })
      .where('business_day', '=', '2026-11-10')
      .execute();
    await settleThrough(deps, '2026-11-10');
    expect(await linesOf('2026-11-10')).toHaveLength(8);
    expect(await balanceOf(t, b, 'point3')).toBe(micro('3.3') + micro('18'));
    await expectCleanAudit(t);
  });
});
