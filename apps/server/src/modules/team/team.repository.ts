import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { type SessionRead, sessionMemberId } from '../../db/member-session';
import { TEAM_LEVELS_KEPT } from './team-aggregates';

/**
 * Reads of the team aggregates. Every figure is the folded row plus the member's still-pending
 * team_events (found through the GIN index on ancestors), computed in one statement so a fold
 * committing in between cannot count an event twice or not at all.
 */

type Num = bigint | number | string;

export interface TeamStatsRow {
  member_id: Num;
  username: string;
  depth: number;
  joined_at: Date;
  own_volume_micro: Num;
  team_volume_micro: Num;
  team_size: Num;
  direct_count: Num;
  direct_active_count: Num;
  rank: number;
  rank_name_en: string;
}

/**
 * `pending(x)` as a lateral: the pending deltas of member x's subtree, the direct ones apart.
 * ancestors[cardinality(ancestors)] is the event member's sponsor, so "= x" means a direct of x.
 */
const pendingFor = (memberRef: ReturnType<typeof sql.ref>) => sql`
  left join lateral (
    select sum(e.d_members) as size, sum(e.d_volume_micro) as volume,
           sum(e.d_members) filter (where e.ancestors[cardinality(e.ancestors)] = ${memberRef}) as direct,
           sum(e.d_active) filter (where e.ancestors[cardinality(e.ancestors)] = ${memberRef}) as direct_active
    from team_events e where e.ancestors @> array[${memberRef}]
  ) p on true`;

const effectiveColumns = sql`
  t.member_id, m.username, t.depth, t.joined_at, t.own_volume_micro,
  t.team_volume_micro + coalesce(p.volume, 0) as team_volume_micro,
  t.team_size + coalesce(p.size, 0) as team_size,
  t.direct_count + coalesce(p.direct, 0) as direct_count,
  t.direct_active_count + coalesce(p.direct_active, 0) as direct_active_count,
  r.rank, r.name_en as rank_name_en`;

/** The rank rule the effective team volume reaches (rank 0 always exists at volume 0). */
const rankJoin = sql`
  left join lateral (
    select rank, name_en from team_ranks
    where team_volume_micro <= t.team_volume_micro + coalesce(p.volume, 0)
    order by rank desc limit 1
  ) r on true`;

export async function findTeamStats(db: Database, memberId: bigint): Promise<TeamStatsRow | undefined> {
  const result = await sql<TeamStatsRow>`
    select ${effectiveColumns}
    from team_stats t join members m on m.id = t.member_id
    ${pendingFor(sql.ref('t.member_id'))}
    ${rankJoin}
    where t.member_id = ${memberId}
  `.execute(db);
  return result.rows[0];
}

/**
 * The member's stored rank (moved by the team fold when team volume crosses a rule) and its name;
 * undefined while the team tables do not know the member yet.
 */
export function findStoredRank(db: Database, memberId: bigint) {
  return db
    .selectFrom('team_stats as ts')
    .innerJoin('team_ranks as r', 'r.rank', 'ts.rank')
    .select(['r.rank', 'r.name_en'])
    .where('ts.member_id', '=', memberId)
    .executeTakeFirst();
}

export interface TeamInfoRow extends TeamStatsRow {
  levels: Array<{ level: number; members: string; active_members: string; volume_micro: string }> | null;
  next_rank: { rank: number; name_en: string; names: RankNames; team_volume_micro: string } | null;
  rank_changes: Array<{ from_rank: number; to_rank: number; team_volume_micro: string; created_at: string }> | null;
  /** The rank's names by language (team_ranks.names). */
  rank_names: RankNames;
}

type RankNames = Record<string, string | undefined> | null;

/**
 * Everything teamInfo shows in one statement (one round trip, one snapshot): the effective stats, the
 * per-level totals, the next rank and the latest rank moves. A builder of its own so the team bench
 * can EXPLAIN ANALYZE exactly what the call runs.
 */
export function teamInfoQuery(memberId: bigint, rankChangesShown: number) {
  return teamInfoOf(sql<bigint>`${memberId}::bigint`, rankChangesShown);
}

/** teamInfoQuery of the member `memberRef` names (a parameter, or a folded read's `sessionMemberId`). */
function teamInfoOf(memberRef: RawBuilder<bigint>, rankChangesShown: number) {
  // The member's pending events are read once, by level; the totals are their sums.
  return sql<TeamInfoRow>`
    with pending_levels as (
      select cardinality(e.ancestors) - array_position(e.ancestors, ${memberRef}) + 1 as level,
             sum(e.d_members) as members, sum(e.d_active) as active, sum(e.d_volume_micro) as volume
      from team_events e where e.ancestors @> array[${memberRef}]
      group by 1
    ), p as (
      select sum(members) as size, sum(volume) as volume,
             sum(members) filter (where level = 1) as direct, sum(active) filter (where level = 1) as direct_active
      from pending_levels
    ), me as (
      select ${effectiveColumns}
      from team_stats t join members m on m.id = t.member_id
      cross join p
      ${rankJoin}
      where t.member_id = ${memberRef}
    ), levels as (
      select coalesce(s.level, pl.level) as level,
             (coalesce(s.members, 0) + coalesce(pl.members, 0))::text as members,
             (coalesce(s.active_members, 0) + coalesce(pl.active, 0))::text as active_members,
             (coalesce(s.volume_micro, 0) + coalesce(pl.volume, 0))::text as volume_micro
      from (select * from team_level_stats where member_id = ${memberRef}) s
      full join (select * from pending_levels where level <= ${TEAM_LEVELS_KEPT}) pl on pl.level = s.level
    )
    select me.*,
      (select json_agg(l order by l.level) from levels l) as levels,
      (select r.names from team_ranks r where r.rank = me.rank) as rank_names,
      (select json_build_object('rank', r.rank, 'name_en', r.name_en, 'names', r.names,
                                'team_volume_micro', r.team_volume_micro::text)
         from team_ranks r where r.rank > me.rank order by r.rank limit 1) as next_rank,
      (select json_agg(c order by c.id desc) from (
         select id, from_rank, to_rank, team_volume_micro::text as team_volume_micro, created_at
         from rank_changes where member_id = ${memberRef} order by id desc limit ${rankChangesShown}
       ) c) as rank_changes
    from me
  `;
}

/** The teamInfo columns of a folded member read: TeamInfoRow but the member's id and name (the session has them). */
export type TeamInfoColumns = { [K in Exclude<keyof TeamInfoRow, 'member_id' | 'username'>]: TeamInfoRow[K] | null };

/** teamInfoQuery of the caller, read with the session check (db/member-session.ts): no row, null columns. */
export function teamInfoInSession(rankChangesShown: number): SessionRead {
  const columns = [
    'depth',
    'joined_at',
    'own_volume_micro',
    'team_volume_micro',
    'team_size',
    'direct_count',
    'direct_active_count',
    'rank',
    'rank_name_en',
    'levels',
    'next_rank',
    'rank_changes',
    'rank_names',
  ] satisfies Array<keyof TeamInfoColumns>;
  return {
    columns: columns.map((c) => sql`ti.${sql.ref(c)}`),
    joins: sql`left join lateral (${teamInfoOf(sessionMemberId, rankChangesShown)}) ti on true`,
  };
}

/** One page of a member's direct members, each with its own effective figures (a builder: see teamInfoQuery). */
export function childrenQuery(parentId: bigint, limit: number, offset: number) {
  // One read of the parent's pending events, split by the child they fall under: a child sits at
  // position depth(parent) + 2 of every path below it.
  return sql<TeamStatsRow>`
    with parent as (
      select depth from team_stats where member_id = ${parentId}
    ), p as (
      select e.ancestors[parent.depth + 2] as child,
             sum(e.d_members) as size, sum(e.d_volume_micro) as volume,
             sum(e.d_members) filter (where cardinality(e.ancestors) = parent.depth + 2) as direct,
             sum(e.d_active) filter (where cardinality(e.ancestors) = parent.depth + 2) as direct_active
      from team_events e cross join parent
      where e.ancestors @> array[${parentId}::bigint] and cardinality(e.ancestors) >= parent.depth + 2
      group by 1
    )
    select ${effectiveColumns}
    from (
      select * from team_stats where sponsor_id = ${parentId} order by member_id limit ${limit} offset ${offset}
    ) t
    join members m on m.id = t.member_id
    left join p on p.child = t.member_id
    ${rankJoin}
    order by t.member_id
  `;
}

export async function findChildren(
  db: Database,
  parentId: bigint,
  limit: number,
  offset: number,
): Promise<TeamStatsRow[]> {
  const result = await childrenQuery(parentId, limit, offset).execute(db);
  return result.rows;
}

export interface SubtreeNodeRow {
  username: string;
  depth: number;
  caller_depth: number;
  is_inside: boolean;
  direct_count: number;
}

/**
 * A node as seen from the caller: whether it is the caller or below it (the caller on its path), its
 * level, and its effective direct count (the page total). Undefined when either member is unknown.
 */
export async function findSubtreeNode(
  db: Database,
  callerId: bigint,
  nodeId: bigint,
): Promise<SubtreeNodeRow | undefined> {
  const result = await sql<SubtreeNodeRow>`
    select m.username, t.depth, c.depth as caller_depth,
           (t.member_id = c.member_id or c.member_id = any(t.path)) as is_inside,
           (t.direct_count + coalesce((
              select sum(e.d_members) from team_events e
              where e.ancestors @> array[t.member_id] and e.ancestors[cardinality(e.ancestors)] = t.member_id
            ), 0))::integer as direct_count
    from team_stats t join members m on m.id = t.member_id
    cross join (select member_id, depth from team_stats where member_id = ${callerId}) c
    where t.member_id = ${nodeId}
  `.execute(db);
  return result.rows[0];
}

export interface TreeNodeRow {
  member_id: Num;
  username: string;
  depth: number;
  path: Num[] | string;
}

export async function findTreeNodeByUsername(db: Database, username: string): Promise<TreeNodeRow | undefined> {
  const result = await sql<TreeNodeRow>`
    select t.member_id, m.username, t.depth, t.path::text[] as path
    from members m join team_stats t on t.member_id = m.id where lower(m.username) = lower(${username})
  `.execute(db);
  return result.rows[0];
}

export async function findUsernames(db: Database, ids: bigint[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [String(r.id), r.username]));
}

export function findRankRules(db: Database | Trx) {
  return db.selectFrom('team_ranks').selectAll().orderBy('rank').execute();
}

/** Until the transaction ends, no other save of the rank table; readers are not held up. */
export async function lockRankRules(trx: Trx): Promise<void> {
  await sql`lock table team_ranks in share row exclusive mode`.execute(trx);
}

export async function replaceRankRules(
  trx: Trx,
  rules: Array<{
    rank: number;
    name_en: string;
    names: Record<string, string>;
    team_volume_micro: bigint;
    bonus_bps: number;
  }>,
  at: Date,
): Promise<void> {
  await trx.deleteFrom('team_ranks').execute();
  await trx
    .insertInto('team_ranks')
    .values(rules.map((r) => ({ ...r, names: JSON.stringify(r.names), updated_at: at })))
    .execute();
}

/** findStoredRank with the rank's names as columns `rank_id`, `rank_name_en`, `rank_names` of a folded member read. */
export const storedRankInSession: SessionRead = {
  columns: [sql`rk.rank as rank_id`, sql`rk.name_en as rank_name_en`, sql`rk.names as rank_names`],
  joins: sql`left join lateral (select r.rank, r.name_en, r.names from team_stats ts
    join team_ranks r on r.rank = ts.rank where ts.member_id = ${sessionMemberId}) rk on true`,
};

/** findTeamStats' direct and team counts as columns `team_direct_count`, `team_size` of a folded member read. */
export const teamCountsInSession: SessionRead = {
  columns: [sql`tc.direct_count as team_direct_count`, sql`tc.team_size as team_size`],
  joins: sql`left join lateral (
    select t.direct_count + coalesce(p.direct, 0) as direct_count, t.team_size + coalesce(p.size, 0) as team_size
    from team_stats t ${pendingFor(sessionMemberId)} where t.member_id = ${sessionMemberId}
  ) tc on true`,
};
