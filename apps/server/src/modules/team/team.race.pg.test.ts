import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { inTransaction } from '../../db/transaction';
import { foldTeamEvents } from './team-aggregates';
import { checkTeamAggregates } from './team-consistency';
import { findTeamStats } from './team.repository';
import { USDT } from '../../test/factories';
import { endStakeForTest, stakeForTest } from './team.testing';

/**
 * Real concurrency needs real sessions, so these run only on PostgreSQL (the server-pg Vitest project), like
 * wallet.race.pg.test.ts. They prove the two claims of team-aggregates.ts: concurrent stakes anywhere
 * in one tree all count exactly, and no stake waits for the root's (or any ancestor's) row.
 */
describe('team aggregates under concurrency on PostgreSQL', () => {
  const t = useTestApp();

  /** root → 8 directs → 4 each → 2 each: 104 members below the root. */
  async function buildTree() {
    const tag = Date.now().toString(36);
    const insert = async (username: string, sponsorId: bigint | null) =>
      (
        await t.db
          .insertInto('members')
          .values({ username, country_id: 194, sponsor_id: sponsorId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const root = await insert(`race${tag}`, null);
    const members: bigint[] = [];
    const leaves: bigint[] = [];
    for (let i = 0; i < 8; i++) {
      const d = await insert(`race${tag}d${i}`, root);
      members.push(d);
      for (let j = 0; j < 4; j++) {
        const e = await insert(`race${tag}d${i}e${j}`, d);
        members.push(e);
        for (let k = 0; k < 2; k++) {
          const f = await insert(`race${tag}d${i}e${j}f${k}`, e);
          members.push(f);
          leaves.push(f);
        }
      }
    }
    return { root, members, leaves };
  }

  it('300 concurrent stakes and returns across one tree, with folds running: every one counts', async () => {
    const { root, members } = await buildTree();
    let expected = 0n;
    const stakeIds: bigint[] = [];
    let folding = true;
    const folder = (async () => {
      while (folding) await foldTeamEvents(t.db, t.clock.now());
    })();
    // Several stakes per member, so some race on the member's own row too.
    try {
      await racingStakes();
    } finally {
      folding = false;
      await folder;
    }
    async function racingStakes() {
      await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          const amount = BigInt(1 + (i % 7)) * 100n * USDT;
          expected += amount;
          stakeIds.push(await stakeForTest(t, members[i % members.length]!, amount));
        }),
      );
      // Return a third of them, again all at once.
      const returned = stakeIds.filter((_, i) => i % 3 === 0);
      const principals = await t.db
        .selectFrom('stakes')
        .select(['principal_micro'])
        .where('id', 'in', returned)
        .execute();
      expected -= principals.reduce((sum, p) => sum + p.principal_micro, 0n);
      await Promise.all(returned.map((id) => endStakeForTest(t, id)));
    }

    // Exact through the pending events, then exact in the folded rows.
    expect(BigInt((await findTeamStats(t.db, root))!.team_volume_micro)).toBe(expected);
    await foldTeamEvents(t.db, t.clock.now());
    const folded = await t.db
      .selectFrom('team_stats')
      .selectAll()
      .where('member_id', '=', root)
      .executeTakeFirstOrThrow();
    expect(folded).toMatchObject({ team_volume_micro: expected, team_size: 104n, direct_count: 8 });
    expect(await checkTeamAggregates(t.db)).toEqual([]);
  }, 120_000);

  it("a stake deep in the tree does not wait for a lock held on its ancestors' rows", async () => {
    const { root, leaves } = await buildTree();
    const leaf = leaves[leaves.length - 1]!;
    const ancestors = await t.db
      .selectFrom('team_stats')
      .select('path')
      .where('member_id', '=', leaf)
      .executeTakeFirstOrThrow();
    expect(ancestors.path.map(String)).toContain(String(root));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Holds the rows of the leaves' ancestors (root, d7, d7e3), as a long fold or report might.
    const holder = inTransaction(t.db, async (trx) => {
      await sql`select member_id from team_stats where member_id = any(${ancestors.path.map(String)}::bigint[]) for update`.execute(
        trx,
      );
      locked();
      await released;
    });
    await isLocked;
    const outcome = await Promise.race([
      Promise.all(leaves.slice(-10).map((m) => stakeForTest(t, m, 100n * USDT))).then(() => 'staked'),
      new Promise((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
    ]);
    if (outcome === 'blocked')
      console.log(
        (
          await sql`select pid, wait_event_type, wait_event, state, left(query, 200) as q from pg_stat_activity where datname = current_database()`.execute(
            t.db,
          )
        ).rows,
      );
    release();
    await holder;
    expect(outcome).toBe('staked');
    expect(BigInt((await findTeamStats(t.db, root))!.team_volume_micro)).toBe(1000n * USDT);
  }, 60_000);
});
