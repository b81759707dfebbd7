import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type Trx, inTransaction } from '../../db/transaction';

/**
 * Team aggregates (migration 0010_team, docs/api/team.md), written inside the callers' transactions.
 *
 * How the numbers stay exact without a hot row: a stake changes the team volume of every ancestor,
 * up to the root. Updating those rows in the staking transaction would make the root's row a lock
 * every stake on the platform queues behind. Instead a change updates the member's own row (only
 * that member's stakes contend on it) and appends one team_events row carrying the member's
 * ancestor path; foldTeamEvents() later adds the pending events into every ancestor's row in one
 * set-based statement and deletes them. Readers add the still-pending events (GIN on ancestors), so
 * what they see is exact whether or not the fold has run.
 *
 * FOR SETTLEMENT (level and rank bonuses), after `await foldTeamEvents(db, at)`:
 * - Level-n upline of member m: `team_stats.path[team_stats.depth - n + 1]` of m (null above the
 *   root). `path` is the ancestor list, root first, sponsor last; `depth = cardinality(path)`.
 * - Level gate: the upline's `team_stats.direct_active_count` (direct members whose live stake
 *   principal is > 0; not_activated, active, quit_request_pending and surrender_pending stakes count).
 *   Level n is open when direct_active_count >= n.
 * - Rank: `team_stats.rank`, joined to `team_ranks.rank` for `bonus_bps` (basis points of the direct
 *   members' profit of the day) and `name_en`. The fold is what moves ranks (and records
 *   rank_changes), so fold before reading them.
 * The folded columns are exact once the fold returns, for every change committed before it started.
 * Without a fold, read through team.repository.ts (findTeamStats), which adds the pending events.
 */

/** Levels kept per member in team_level_stats: the bonus levels. Deeper levels count in the totals only. */
export const TEAM_LEVELS_KEPT = 10;

/** Events folded per statement, so one fold never holds locks on more than this many events' ancestors. */
const FOLD_BATCH = 20_000;

/** One fold at a time: two folds updating the same ancestors in different orders could deadlock. */
const FOLD_LOCK_KEY = 7_300_100;

/**
 * The member's tree row and its join event exist from the insert into members (trigger
 * members_team_joined), whatever created the member. This checks that, and repairs a member inserted
 * while the trigger was off (bulk imports), so sign-up can rely on the tree in the same transaction.
 */
export async function onMemberJoined(trx: Trx, memberId: bigint, sponsorId: bigint | null): Promise<void> {
  const row = await trx
    .selectFrom('team_stats')
    .select(['sponsor_id'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row) {
    if (row.sponsor_id !== sponsorId) throw new Error(`team_stats sponsor mismatch for member ${memberId}`);
    return;
  }
  await sql`
    with parent as (
      select coalesce((select path || member_id from team_stats where member_id = ${sponsorId}), '{}'::bigint[]) as path
    ), inserted as (
      insert into team_stats (member_id, sponsor_id, depth, path, joined_at)
      select m.id, m.sponsor_id, cardinality(p.path), p.path, m.created_at from members m, parent p where m.id = ${memberId}
      returning member_id, path, joined_at
    )
    insert into team_events (member_id, ancestors, d_members, created_at)
    select member_id, path, 1, joined_at from inserted where cardinality(path) > 0
  `.execute(trx);
}

/**
 * A member's live stake principal changed by `deltaMicro` (stake +, return −). Call it in the same
 * transaction as the stake change. Locks only the member's own row; the ancestors see it through a
 * team_events row (and after the fold, in their own rows).
 */
export async function applyStakeVolumeChange(trx: Trx, memberId: bigint, deltaMicro: bigint, at: Date): Promise<void> {
  if (deltaMicro === 0n) return;
  const result = await sql<{ own_volume_micro: bigint | string; depth: number }>`
    update team_stats set own_volume_micro = own_volume_micro + ${deltaMicro}
    where member_id = ${memberId}
    returning own_volume_micro, depth
  `.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error(`team_stats row missing for member ${memberId}`);
  if (row.depth === 0) return;
  const after = BigInt(row.own_volume_micro);
  const before = after - deltaMicro;
  const dActive = (after > 0n ? 1 : 0) - (before > 0n ? 1 : 0);
  await sql`
    insert into team_events (member_id, ancestors, d_active, d_volume_micro, created_at)
    select member_id, path, ${dActive}, ${deltaMicro}, ${at} from team_stats where member_id = ${memberId}
  `.execute(trx);
}

export interface FoldResult {
  events: number;
  rankChanges: number;
}

/**
 * Adds every committed team event into team_stats and team_level_stats, moves ranks (recording each
 * move in rank_changes) and deletes the events, in batches. Safe to call from anywhere at any time;
 * a concurrent call waits for the running one.
 */
export async function foldTeamEvents(db: Database, at: Date): Promise<FoldResult> {
  const total: FoldResult = { events: 0, rankChanges: 0 };
  for (;;) {
    // A stake's transaction may hold a row the fold needs while waiting for one it updated: retry.
    const batch = await inTransaction(db, async (trx) => {
      await sql`select pg_advisory_xact_lock(${FOLD_LOCK_KEY})`.execute(trx);
      return foldBatch(trx, at);
    });
    total.events += batch.events;
    total.rankChanges += batch.rankChanges;
    if (batch.events < FOLD_BATCH) return total;
  }
}

async function foldBatch(trx: Trx, at: Date): Promise<FoldResult> {
  const result = await sql<{ events: string | number | bigint; rank_changes: string | number | bigint }>`
    with batch as (
      delete from team_events where id in (select id from team_events order by id limit ${FOLD_BATCH})
      returning ancestors, d_members, d_active, d_volume_micro
    ), spread as (
      select a.ancestor, cardinality(b.ancestors) - a.pos + 1 as level, b.d_members, b.d_active, b.d_volume_micro
      from batch b cross join lateral unnest(b.ancestors) with ordinality as a(ancestor, pos)
    ), per_member as (
      select ancestor,
             sum(d_members)::bigint as d_size,
             sum(d_volume_micro)::bigint as d_volume,
             sum(d_members) filter (where level = 1)::integer as d_direct,
             sum(d_active) filter (where level = 1)::integer as d_direct_active
      from spread group by ancestor
    ), moved as (
      select p.*, t.rank as old_rank, t.team_volume_micro + p.d_volume as new_volume,
             coalesce((select max(r.rank) from team_ranks r where r.team_volume_micro <= t.team_volume_micro + p.d_volume), 0) as new_rank
      from per_member p join team_stats t on t.member_id = p.ancestor
    ), stats as (
      update team_stats t set
        team_size = t.team_size + m.d_size,
        team_volume_micro = t.team_volume_micro + m.d_volume,
        direct_count = t.direct_count + coalesce(m.d_direct, 0),
        direct_active_count = t.direct_active_count + coalesce(m.d_direct_active, 0),
        rank = m.new_rank,
        rank_since = case when m.new_rank <> t.rank then ${at}::timestamptz else t.rank_since end
      from moved m where t.member_id = m.ancestor
      returning 1
    ), changes as (
      insert into rank_changes (member_id, from_rank, to_rank, team_volume_micro, reason, created_at)
      select ancestor, old_rank, new_rank, new_volume, 'volume', ${at} from moved where new_rank <> old_rank
      returning 1
    ), levels as (
      insert into team_level_stats (member_id, level, members, active_members, volume_micro)
      select ancestor, level, sum(d_members), sum(d_active), sum(d_volume_micro)
      from spread where level <= ${TEAM_LEVELS_KEPT} group by ancestor, level
      on conflict (member_id, level) do update set
        members = team_level_stats.members + excluded.members,
        active_members = team_level_stats.active_members + excluded.active_members,
        volume_micro = team_level_stats.volume_micro + excluded.volume_micro
      returning 1
    )
    select (select count(*) from batch) as events, (select count(*) from changes) as rank_changes,
           (select count(*) from stats) as stats_rows, (select count(*) from levels) as level_rows
  `.execute(trx);
  const row = result.rows[0]!;
  return { events: Number(row.events), rankChanges: Number(row.rank_changes) };
}

/**
 * Recomputes every rank from the rules (after the back office changed them), recording each move.
 * Folds first so the volumes it reads are current; holds the fold lock so no fold runs in between.
 */
export async function recomputeRanks(trx: Trx, at: Date): Promise<number> {
  await sql`select pg_advisory_xact_lock(${FOLD_LOCK_KEY})`.execute(trx);
  await foldBatchUntilEmpty(trx, at);
  const result = await sql<{ n: string | number | bigint }>`
    with target as (
      select t.member_id, t.rank as old_rank, t.team_volume_micro,
             coalesce((select max(r.rank) from team_ranks r where r.team_volume_micro <= t.team_volume_micro), 0) as new_rank
      from team_stats t
    ), moved as (
      select * from target where new_rank <> old_rank
    ), upd as (
      update team_stats t set rank = m.new_rank, rank_since = ${at}::timestamptz
      from moved m where t.member_id = m.member_id returning 1
    ), changes as (
      insert into rank_changes (member_id, from_rank, to_rank, team_volume_micro, reason, created_at)
      select member_id, old_rank, new_rank, team_volume_micro, 'rules', ${at} from moved returning 1
    )
    select (select count(*) from changes) as n, (select count(*) from upd) as u
  `.execute(trx);
  return Number(result.rows[0]!.n);
}

async function foldBatchUntilEmpty(trx: Trx, at: Date): Promise<void> {
  for (;;) {
    const batch = await foldBatch(trx, at);
    if (batch.events < FOLD_BATCH) return;
  }
}
