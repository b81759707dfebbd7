import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { TEAM_LEVELS_KEPT } from './team-aggregates';

export interface TeamMismatch {
  member_id: string;
  field: string;
  expected: string;
  actual: string;
}

const LIVE_STATUSES = sql`('not_activated', 'active', 'quit_request_pending', 'surrender_pending')`;

/**
 * Recomputes the team aggregates from scratch (members.sponsor_id and live stakes) and compares them
 * with what readers see (folded rows plus pending events). Empty means consistent. Read-only; cost is
 * members × depth, so it is for tests, the audit CLI and after bulk loads, not for requests.
 */
export async function checkTeamAggregates(db: Database, limit = 50): Promise<TeamMismatch[]> {
  const result = await sql<TeamMismatch>`
    with recursive walk(id, path) as (
      select id, '{}'::bigint[] from members where sponsor_id is null
      union all
      select m.id, w.path || w.id from members m join walk w on m.sponsor_id = w.id
    ), own as (
      select w.id, w.path, coalesce(s.volume, 0)::bigint as volume
      from walk w left join (
        select member_id, sum(principal_micro)::bigint as volume from stakes
        where status in ${LIVE_STATUSES} group by member_id
      ) s on s.member_id = w.id
    ), spread as (
      select a.ancestor, cardinality(o.path) - a.pos + 1 as level, o.volume
      from own o cross join lateral unnest(o.path) with ordinality as a(ancestor, pos)
    ), expected as (
      select o.id, o.path, o.volume as own_volume,
             coalesce(x.team_size, 0)::bigint as team_size, coalesce(x.team_volume, 0)::bigint as team_volume,
             coalesce(x.direct_count, 0)::bigint as direct_count, coalesce(x.direct_active, 0)::bigint as direct_active
      from own o left join (
        select ancestor, count(*) as team_size, sum(volume) as team_volume,
               count(*) filter (where level = 1) as direct_count,
               count(*) filter (where level = 1 and volume > 0) as direct_active
        from spread group by ancestor
      ) x on x.ancestor = o.id
    ), pending as (
      select a.ancestor, sum(e.d_members) as d_size, sum(e.d_volume_micro) as d_volume,
             coalesce(sum(e.d_members) filter (where a.pos = cardinality(e.ancestors)), 0) as d_direct,
             coalesce(sum(e.d_active) filter (where a.pos = cardinality(e.ancestors)), 0) as d_direct_active
      from team_events e cross join lateral unnest(e.ancestors) with ordinality as a(ancestor, pos)
      group by a.ancestor
    ), actual as (
      select t.member_id, t.path, t.own_volume_micro,
             t.team_size + coalesce(p.d_size, 0) as team_size,
             t.team_volume_micro + coalesce(p.d_volume, 0) as team_volume,
             t.direct_count + coalesce(p.d_direct, 0) as direct_count,
             t.direct_active_count + coalesce(p.d_direct_active, 0) as direct_active
      from team_stats t left join pending p on p.ancestor = t.member_id
    ), pairs as (
      select coalesce(e.id, a.member_id) as member_id, f.field, f.expected, f.actual
      from expected e full join actual a on a.member_id = e.id
      cross join lateral (values
        ('row', case when e.id is null then 'absent' else 'present' end, case when a.member_id is null then 'absent' else 'present' end),
        ('path', e.path::text, a.path::text),
        ('own_volume_micro', e.own_volume::text, a.own_volume_micro::text),
        ('team_size', e.team_size::text, a.team_size::text),
        ('team_volume_micro', e.team_volume::text, a.team_volume::text),
        ('direct_count', e.direct_count::text, a.direct_count::text),
        ('direct_active_count', e.direct_active::text, a.direct_active::text)
      ) as f(field, expected, actual)
      where e.id is not null and a.member_id is not null or f.field = 'row'
    ), level_expected as (
      select ancestor as member_id, level, count(*) as members, count(*) filter (where volume > 0) as active, sum(volume) as volume
      from spread where level <= ${TEAM_LEVELS_KEPT} group by ancestor, level
    ), level_pending as (
      select a.ancestor as member_id, cardinality(e.ancestors) - a.pos + 1 as level,
             sum(e.d_members) as members, sum(e.d_active) as active, sum(e.d_volume_micro) as volume
      from team_events e cross join lateral unnest(e.ancestors) with ordinality as a(ancestor, pos)
      where cardinality(e.ancestors) - a.pos + 1 <= ${TEAM_LEVELS_KEPT}
      group by 1, 2
    ), level_actual as (
      select coalesce(s.member_id, p.member_id) as member_id, coalesce(s.level, p.level) as level,
             coalesce(s.members, 0) + coalesce(p.members, 0) as members,
             coalesce(s.active_members, 0) + coalesce(p.active, 0) as active,
             coalesce(s.volume_micro, 0) + coalesce(p.volume, 0) as volume
      from team_level_stats s full join level_pending p on p.member_id = s.member_id and p.level = s.level
    ), level_pairs as (
      select coalesce(e.member_id, a.member_id) as member_id,
             'level ' || coalesce(e.level, a.level) as field,
             coalesce(e.members, 0) || '/' || coalesce(e.active, 0) || '/' || coalesce(e.volume, 0) as expected,
             coalesce(a.members, 0) || '/' || coalesce(a.active, 0) || '/' || coalesce(a.volume, 0) as actual
      from level_expected e full join level_actual a on a.member_id = e.member_id and a.level = e.level
    ), ranks as (
      select t.member_id, 'rank' as field,
             coalesce((select max(r.rank) from team_ranks r where r.team_volume_micro <= t.team_volume_micro), 0)::text as expected,
             t.rank::text as actual
      from team_stats t
      where not exists (select 1 from team_events)
    )
    select member_id::text, field, expected, actual from (
      select * from pairs union all select * from level_pairs union all select * from ranks
    ) all_pairs
    where expected is distinct from actual
    order by member_id, field
    limit ${limit}
  `.execute(db);
  return result.rows;
}
