import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { inTransaction } from '../../db/transaction';
import { USDT, createMember } from '../../test/factories';
import { foldTeamEvents, onMemberJoined } from './team-aggregates';
import { checkTeamAggregates } from './team-consistency';
import { endStakeForTest, stakeForTest } from './team.testing';

describe('team aggregates', () => {
  const t = useTestApp();

  const stats = (id: bigint) =>
    t.db.selectFrom('team_stats').selectAll().where('member_id', '=', id).executeTakeFirstOrThrow();

  it('joins at several depths, stakes and returns: folded rows and the check agree', async () => {
    const a = await createMember(t);
    const b = await createMember(t, { sponsorId: a.id });
    const c = await createMember(t, { sponsorId: b.id });
    const d = await createMember(t, { sponsorId: c.id });
    const b2 = await createMember(t, { sponsorId: a.id });
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    const dStake = await stakeForTest(t, d.id, 300n * USDT);
    await stakeForTest(t, b2.id, 100n * USDT);
    await stakeForTest(t, c.id, 50n * USDT);
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    await foldTeamEvents(t.db, t.clock.now());
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    const sa = await stats(a.id);
    expect(sa).toMatchObject({
      depth: 0,
      team_size: 4n,
      direct_count: 2,
      direct_active_count: 1,
      team_volume_micro: 450n * USDT,
    });
    const sc = await stats(c.id);
    expect(sc.path.map(String)).toEqual([String(a.id), String(b.id)]);
    expect(sc).toMatchObject({ own_volume_micro: 50n * USDT, team_volume_micro: 300n * USDT, direct_active_count: 1 });
    await endStakeForTest(t, dStake);
    await foldTeamEvents(t.db, t.clock.now());
    expect(await stats(c.id)).toMatchObject({ team_volume_micro: 0n, direct_active_count: 0 });
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  });
  it('the check notices a wrong figure', async () => {
    const a = await createMember(t);
    const b = await createMember(t, { sponsorId: a.id });
    await stakeForTest(t, b.id, 10n * USDT);
    await foldTeamEvents(t.db, t.clock.now());
    await t.db
      .updateTable('team_stats')
      .set({ team_volume_micro: 11n * USDT })
      .where('member_id', '=', a.id)
      .execute();
    expect(await checkTeamAggregates(t.db)).toEqual([
      { member_id: String(a.id), field: 'team_volume_micro', expected: '10000000', actual: '11000000' },
    ]);
    await t.db
      .updateTable('team_stats')
      .set({ team_volume_micro: 10n * USDT })
      .where('member_id', '=', a.id)
      .execute();
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  });

  it('a new sponsor moves the whole subtree with its figures; a cycle is refused', async () => {
    const a = await createMember(t);
    const b = await createMember(t, { sponsorId: a.id });
    const c = await createMember(t, { sponsorId: b.id });
    const d = await createMember(t, { sponsorId: c.id });
    const x = await createMember(t);
    const y = await createMember(t, { sponsorId: x.id });
    await stakeForTest(t, c.id, 40n * USDT);
    await stakeForTest(t, d.id, 2n * USDT);
    await foldTeamEvents(t.db, t.clock.now());
    await t.db.updateTable('members').set({ sponsor_id: y.id }).where('id', '=', b.id).execute();
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    await foldTeamEvents(t.db, t.clock.now());
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    expect(await stats(a.id)).toMatchObject({ team_size: 0n, team_volume_micro: 0n, direct_count: 0 });
    expect(await stats(x.id)).toMatchObject({ team_size: 4n, team_volume_micro: 42n * USDT, direct_count: 1 });
    expect(await stats(d.id)).toMatchObject({ depth: 4 });
    expect((await stats(d.id)).path.map(String)).toEqual([x.id, y.id, b.id, c.id].map(String));
    await expect(
      t.db.updateTable('members').set({ sponsor_id: d.id }).where('id', '=', b.id).execute(),
    ).rejects.toThrow(/own downline/);
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  });

  it('onMemberJoined repairs a member inserted while the trigger was off', async () => {
    const sponsor = await createMember(t);
    await sql`alter table members disable trigger members_team_joined`.execute(t.db);
    const row = await t.db
      .insertInto('members')
      .values({ username: `bulk${sponsor.id}x`, country_id: 194, sponsor_id: sponsor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`alter table members enable trigger members_team_joined`.execute(t.db);
    expect((await checkTeamAggregates(t.db)).map((m) => m.field)).toContain('row');
    await inTransaction(t.db, (trx) => onMemberJoined(trx, row.id, sponsor.id));
    await inTransaction(t.db, (trx) => onMemberJoined(trx, row.id, sponsor.id));
    expect(await checkTeamAggregates(t.db)).toEqual([]);
    await expect(inTransaction(t.db, (trx) => onMemberJoined(trx, row.id, null))).rejects.toThrow(/mismatch/);
  });
});
