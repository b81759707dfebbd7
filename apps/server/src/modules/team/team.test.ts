import { teamAdminPaths, teamPaths } from '@tandem/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { auditRows } from '../admin/admin.testing';
import { call, okData, fieldErrors } from '../../test/http';
import { USDT, createAndSignIn, createMember, insertMemberSession, signInAdmin } from '../../test/factories';
import { creditForTest } from '../../ledger/ledger.testing';
import { activate, endStake, stakeIn } from '../staking/staking.testing';
import { createPayer } from '../wallet/wallet.testing';
import { foldTeamEvents } from './team-aggregates';
import { checkTeamAggregates } from './team-consistency';
import { endStakeForTest, stakeForTest } from './team.testing';

describe('team calls', () => {
  const t = useTestApp();
  // Registered after the app's own afterAll, so it runs first: on the open database.
  afterAll(async () => {
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  });

  /** A member's GET, answered as status and parsed body. */
  const readAs = async (token: string, url: string, query?: Record<string, string>) => {
    const res = await call(t, 'GET', url, undefined, { token, query });
    return { status: res.statusCode, body: res.json() };
  };
  const fold = () => foldTeamEvents(t.db, t.clock.now());

  /** top → a, b; a → a1, a2; a1 → a11 → a111; b has nobody. `outsider` is in another tree. */
  async function buildTree() {
    const top = await createMember(t);
    const a = await createMember(t, { sponsorId: top.id });
    const b = await createMember(t, { sponsorId: top.id });
    const a1 = await createMember(t, { sponsorId: a.id });
    const a2 = await createMember(t, { sponsorId: a.id });
    const a11 = await createMember(t, { sponsorId: a1.id });
    const a111 = await createMember(t, { sponsorId: a11.id });
    const outsider = await createMember(t);
    const token = await insertMemberSession(t, top.id);
    return { top, a, b, a1, a2, a11, a111, outsider, token };
  }

  it('teamInfo: sizes, volumes and per-level totals, the same before and after the fold', async () => {
    const tree = await buildTree();
    await stakeForTest(t, tree.a.id, 100n * USDT);
    await stakeForTest(t, tree.a1.id, 30n * USDT);
    await stakeForTest(t, tree.a1.id, 20n * USDT);
    await stakeForTest(t, tree.a111.id, 1000n * USDT);
    await stakeForTest(t, tree.top.id, 500n * USDT);

    const expected = {
      direct_count: 2,
      direct_active_count: 1,
      team_size: 6,
      team_volume: '1150.000000',
      own_volume: '500.000000',
      rank: 0,
      rank_name_en: 'Member',
      rank_name: 'Member',
      next_rank: { rank: 1, rank_name_en: 'Bronze', rank_name: 'Bronze', team_volume: '10000.000000' },
      open_bonus_levels: 1,
      levels: [
        { level: 1, members: 2, active_members: 1, volume: '100.000000' },
        { level: 2, members: 2, active_members: 1, volume: '50.000000' },
        { level: 3, members: 1, active_members: 0, volume: '0.000000' },
        { level: 4, members: 1, active_members: 1, volume: '1000.000000' },
      ],
      rank_changes: [],
    };
    const before = await readAs(tree.token, teamPaths.teamInfo);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual(expected);
    await fold();
    expect((await readAs(tree.token, teamPaths.teamInfo)).body.data).toEqual(expected);
    expect(await t.db.selectFrom('team_events').select('id').execute()).toEqual([]);

    // a's own view: a1 and a2 are its level 1, a11 level 2, a111 level 3.
    const aInfo = await readAs(await insertMemberSession(t, tree.a.id), teamPaths.teamInfo);
    expect(aInfo.body.data).toMatchObject({
      direct_count: 2,
      direct_active_count: 1,
      team_size: 4,
      team_volume: '1050.000000',
    });
    expect(aInfo.body.data.levels.map((l: { members: number }) => l.members)).toEqual([2, 1, 1]);
  });

  it('ranks move up and down with team volume, and the member sees when', async () => {
    const tree = await buildTree();
    const big = await stakeForTest(t, tree.a111.id, 10_000n * USDT);
    // Exact before the fold: the rank is read from the effective volume.
    expect((await readAs(tree.token, teamPaths.teamInfo)).body.data).toMatchObject({ rank: 1, rank_name_en: 'Bronze' });
    await fold();
    const up = (await readAs(tree.token, teamPaths.teamInfo)).body.data;
    expect(up).toMatchObject({ rank: 1, next_rank: { rank: 2, rank_name_en: 'Silver', team_volume: '50000.000000' } });
    expect(up.rank_changes).toEqual([
      { from_rank: 0, to_rank: 1, team_volume: '10000.000000', at: expect.any(String) },
    ]);
    // a11 is a111's sponsor: it ranks too; a111 itself does not (its own stake is not team volume).
    const a111 = await t.db
      .selectFrom('team_stats')
      .select('rank')
      .where('member_id', '=', tree.a111.id)
      .executeTakeFirstOrThrow();
    const a11 = await t.db
      .selectFrom('team_stats')
      .select('rank')
      .where('member_id', '=', tree.a11.id)
      .executeTakeFirstOrThrow();
    expect([a111.rank, a11.rank]).toEqual([0, 1]);

    await endStakeForTest(t, big);
    await stakeForTest(t, tree.b.id, 9_999n * USDT);
    await fold();
    const down = (await readAs(tree.token, teamPaths.teamInfo)).body.data;
    expect(down).toMatchObject({ rank: 0, team_volume: '9999.000000' });
    expect(down.rank_changes.map((c: { from_rank: number; to_rank: number }) => [c.from_rank, c.to_rank])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('downline-new: one level at a time, only inside the caller subtree', async () => {
    const tree = await buildTree();
    await stakeForTest(t, tree.a11.id, 75n * USDT);
    const top = await readAs(tree.token, teamPaths.downline);
    expect(top.status).toBe(200);
    expect(top.body.data.parent).toEqual({ id: String(tree.top.id), username: tree.top.username, level: 0 });
    expect(top.body.data.total).toBe(2);
    expect(top.body.data.list).toEqual([
      expect.objectContaining({
        id: String(tree.a.id),
        level: 1,
        stake_volume: '0.000000',
        team_volume: '75.000000',
        team_size: 4,
        direct_count: 2,
        has_children: true,
        rank: 0,
      }),
      expect.objectContaining({
        id: String(tree.b.id),
        username: tree.b.username,
        level: 1,
        team_size: 0,
        has_children: false,
      }),
    ]);
    const deeper = await readAs(tree.token, teamPaths.downline, { parent: String(tree.a1.id) });
    expect(deeper.body.data.parent.level).toBe(2);
    expect(deeper.body.data.list).toEqual([
      expect.objectContaining({
        id: String(tree.a11.id),
        level: 3,
        stake_volume: '75.000000',
        team_size: 1,
        has_children: true,
      }),
    ]);

    // a's view of the same node: levels count from the caller.
    const aToken = await insertMemberSession(t, tree.a.id);
    expect((await readAs(aToken, teamPaths.downline, { parent: String(tree.a1.id) })).body.data.list[0].level).toBe(2);

    const maxId = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    for (const parent of [tree.top.id, tree.b.id, tree.outsider.id, BigInt(maxId.id!) + 1000n, 999_999_999_999n]) {
      const res = await readAs(aToken, teamPaths.downline, { parent: String(parent) });
      expect([parent, res.status, res.body.message]).toEqual([parent, 404, 'NOT_FOUND']);
    }
    expect((await readAs(aToken, teamPaths.downline, { parent: 'abc' })).status).toBe(400);
  });

  it('downline-new pages a large level', async () => {
    const parent = await createMember(t);
    for (let i = 0; i < 23; i++)
      await t.db
        .insertInto('members')
        .values({ username: `pg${parent.id}x${i}`, country_id: 194, sponsor_id: parent.id })
        .execute();
    const token = await insertMemberSession(t, parent.id);
    const page1 = await readAs(token, teamPaths.downline);
    const page2 = await readAs(token, teamPaths.downline, { page: '2' });
    expect([page1.body.data.total, page1.body.data.list.length, page2.body.data.list.length]).toEqual([23, 20, 3]);
    const ids = [...page1.body.data.list, ...page2.body.data.list].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(23);
  });

  it('search finds a member of the subtree with the path to open, nobody outside it', async () => {
    const tree = await buildTree();
    const found = await readAs(tree.token, teamPaths.search, { username: tree.a111.username.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.data.member).toMatchObject({ id: String(tree.a111.id), level: 4 });
    expect(found.body.data.path).toEqual([
      { id: String(tree.a.id), username: tree.a.username, level: 1 },
      { id: String(tree.a1.id), username: tree.a1.username, level: 2 },
      { id: String(tree.a11.id), username: tree.a11.username, level: 3 },
      { id: String(tree.a111.id), username: tree.a111.username, level: 4 },
    ]);
    const aToken = await insertMemberSession(t, tree.a1.id);
    for (const username of [
      tree.top.username,
      tree.b.username,
      tree.outsider.username,
      tree.a1.username,
      'nobody404zz',
    ]) {
      const res = await readAs(aToken, teamPaths.search, { username });
      expect([username, res.status, res.body.message]).toEqual([username, 404, 'NOT_FOUND']);
    }
  });

  /** A member signed up with `sponsor`'s link and placed under `placement` (jid), as sign-up stores it. */
  async function joinPlaced(sponsorId: bigint, placementId: bigint) {
    const username = `pl${sponsorId}x${placementId}x${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
    const row = await t.db
      .insertInto('members')
      .values({ username, country_id: 194, sponsor_id: sponsorId, placement_id: placementId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, username };
  }

  it('placement: the jid tree one level at a time, only the caller and what is placed below it (D9)', async () => {
    const tree = await buildTree();
    // x joined with top's link but was placed under a1; y joined with a's link and placed under a.
    const x = await joinPlaced(tree.top.id, tree.a1.id);
    const y = await joinPlaced(tree.a.id, tree.a.id);
    await stakeForTest(t, x.id, 40n * USDT);
    const top = await readAs(tree.token, teamPaths.placement);
    expect(top.status).toBe(200);
    expect(top.body.data).toMatchObject({
      parent: { id: String(tree.top.id), username: tree.top.username, level: 0 },
      total: 2,
    });
    expect(top.body.data.list.map((m: { id: string }) => m.id)).toEqual([String(tree.a.id), String(tree.b.id)]);
    expect(top.body.data.list[0]).toMatchObject({ level: 1, placed_count: 3, has_children: true });
    expect(top.body.data.list[1]).toMatchObject({ placed_count: 0, has_children: false });

    // The sponsor tree has x at top's level 1; the placement tree at level 3, under a1.
    const underA1 = await readAs(tree.token, teamPaths.placement, { parent: String(tree.a1.id) });
    expect(underA1.body.data.parent.level).toBe(2);
    expect(underA1.body.data.list).toEqual([
      expect.objectContaining({ id: String(tree.a11.id), level: 3, sponsor_username: tree.a1.username }),
      expect.objectContaining({
        id: String(x.id),
        username: x.username,
        level: 3,
        sponsor_username: tree.top.username,
        stake_volume: '40.000000',
        rank: 0,
        rank_name_en: 'Member',
        placed_count: 0,
        has_children: false,
      }),
    ]);

    // a sees x below a1 although a did not sponsor x; y is a's own placement child.
    const aToken = await insertMemberSession(t, tree.a.id);
    const aLevel = await readAs(aToken, teamPaths.placement);
    expect(aLevel.body.data.list.map((m: { id: string }) => m.id)).toEqual([
      String(tree.a1.id),
      String(tree.a2.id),
      String(y.id),
    ]);
    expect((await readAs(aToken, teamPaths.placement, { parent: String(tree.a1.id) })).body.data.list[1]).toMatchObject(
      { id: String(x.id), level: 2 },
    );

    // Never another branch: up the tree, beside it, another tree, or an id that does not exist.
    const maxId = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    for (const parent of [tree.top.id, tree.b.id, tree.outsider.id, BigInt(maxId.id!) + 1000n]) {
      const res = await readAs(aToken, teamPaths.placement, { parent: String(parent) });
      expect([parent, res.status, res.body.message]).toEqual([parent, 404, 'NOT_FOUND']);
    }
    // x was placed in a's branch, not b's: b cannot open it, though top (x's sponsor) can.
    const bToken = await insertMemberSession(t, tree.b.id);
    expect((await readAs(bToken, teamPaths.placement, { parent: String(x.id) })).status).toBe(404);
    expect((await readAs(tree.token, teamPaths.placement, { parent: String(x.id) })).body.data).toMatchObject({
      parent: { level: 3 },
      list: [],
      total: 0,
    });
    expect((await readAs(aToken, teamPaths.placement, { parent: 'abc' })).status).toBe(400);
  });

  it('placement pages a large level', async () => {
    const parent = await createMember(t);
    for (let i = 0; i < 21; i++) await joinPlaced(parent.id, parent.id);
    const token = await insertMemberSession(t, parent.id);
    const page1 = await readAs(token, teamPaths.placement);
    const page2 = await readAs(token, teamPaths.placement, { page: '2' });
    expect([page1.body.data.total, page1.body.data.list.length, page2.body.data.list.length]).toEqual([21, 20, 1]);
    const ids = [...page1.body.data.list, ...page2.body.data.list].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(21);
  });

  it('through the staking calls: a stake and its redeem move the upline figures', async () => {
    t.clock.set('2026-03-06T02:00:00Z');
    const sponsor = await createPayer(t);
    const member = await createPayer(t, sponsor.id);
    await creditForTest(t.db, member.id, 500n * USDT);
    const staked = await stakeIn(t, member.token, 'flexible', '300');
    expect(staked.statusCode, staked.body).toBe(200);
    expect((await readAs(sponsor.token, teamPaths.teamInfo)).body.data).toMatchObject({
      team_volume: '300.000000',
      direct_active_count: 1,
      levels: [{ level: 1, members: 1, active_members: 1, volume: '300.000000' }],
    });
    const downline = (await readAs(sponsor.token, teamPaths.downline)).body.data;
    expect(downline.list).toEqual([expect.objectContaining({ id: String(member.id), stake_volume: '300.000000' })]);

    await activate(t, staked.json().data.id);
    t.clock.set('2026-03-09T02:00:00Z');
    await endStake(t, member.token, staked.json().data.id, 'redeem');
    expect((await readAs(sponsor.token, teamPaths.teamInfo)).body.data).toMatchObject({
      team_volume: '0.000000',
      direct_active_count: 0,
    });
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  });

  it('back office: rank rules are validated, audited, and re-rank members at once', async () => {
    const tree = await buildTree();
    await stakeForTest(t, tree.a.id, 3_000n * USDT);
    await fold();
    const admin = await signInAdmin(t);
    const support = await createAndSignIn(t, admin, 'teamsupport1', 'support');
    const list = await call(t, 'GET', teamAdminPaths.ranks, undefined, { token: admin.token });
    expect(list.json().data[1]).toEqual({
      rank: 1,
      name_en: 'Bronze',
      names: expect.objectContaining({ zh: '青铜', ja: 'ブロンズ', th: 'บรอนซ์' }),
      team_volume: '10000.000000',
      bonus_percent: '1',
    });

    const ranks = [
      { rank: 0, name_en: 'Member', team_volume: '0', bonus_percent: '0' },
      { rank: 1, name_en: 'Bronze', names: { ja: 'ブロンズ会員', th: '' }, team_volume: '2000', bonus_percent: '1.5' },
      { rank: 2, name_en: 'Silver', team_volume: '50000', bonus_percent: '2' },
    ];
    const put = (token: string, body: unknown) => call(t, 'PUT', teamAdminPaths.ranks, body, { token });
    expect((await put(support.token, { ranks })).statusCode).toBe(403);
    const bad = await put(admin.token, { ranks: [ranks[0], { ...ranks[1], team_volume: '60000' }, ranks[2]] });
    expect(fieldErrors(bad)).toEqual({ 'ranks.2.team_volume': 'invalid' });
    expect((await put(admin.token, { ranks: ranks.slice(1) })).statusCode).toBe(400);

    const res = await put(admin.token, { ranks, reason: 'Promotion' });
    expect(okData(res)[1]).toEqual({
      rank: 1,
      name_en: 'Bronze',
      names: { ja: 'ブロンズ会員' },
      team_volume: '2000.000000',
      bonus_percent: '1.5',
    });
    // D10: the member reads rank names in the screen's language; a language without one reads English,
    // and a rank saved without names keeps its own.
    const infoIn = async (lng: string) =>
      okData(await call(t, 'GET', teamPaths.teamInfo, undefined, { token: tree.token, headers: { 'x-lang': lng } }));
    expect(await infoIn('ja')).toMatchObject({
      rank: 1,
      rank_name_en: 'Bronze',
      rank_name: 'ブロンズ会員',
      next_rank: { rank: 2, rank_name_en: 'Silver', rank_name: 'シルバー' },
    });
    expect(await infoIn('th')).toMatchObject({ rank_name: 'Bronze', next_rank: { rank_name: 'ซิลเวอร์' } });
    const info = (await readAs(tree.token, teamPaths.teamInfo)).body.data;
    expect(info).toMatchObject({ rank: 1, rank_name_en: 'Bronze' });
    expect(info.rank_changes[0]).toMatchObject({ from_rank: 0, to_rank: 1, team_volume: '3000.000000' });
    const stored = await t.db
      .selectFrom('team_stats')
      .select('rank')
      .where('member_id', '=', tree.top.id)
      .executeTakeFirstOrThrow();
    expect(stored.rank).toBe(1);
    const audit = await auditRows(t, 'team.ranks_update');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.reason).toBe('Promotion');
    expect(
      (await t.db.selectFrom('team_ranks').select('bonus_bps').where('rank', '=', 1).executeTakeFirstOrThrow())
        .bonus_bps,
    ).toBe(150);
  });
});
