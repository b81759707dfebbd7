import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Reads of the placement tree: members.placement_id (the sign-up's `jid`) through its index. Unlike the
 * sponsor tree it keeps no materialised path or aggregates, so a node's place is found by walking up
 * the parents, at most PLACEMENT_WALK_LIMIT of them.
 */

/** How many placement parents a walk up may climb: deeper than any real tree, and an end to a loop. */
export const PLACEMENT_WALK_LIMIT = 10_000;

export interface PlacementNodeRow {
  username: string;
  /** Placement levels from the caller down to the node; null when the caller is not on its way up. */
  level: number | null;
  placed_count: number;
}

/**
 * A node as seen from the caller: its level below the caller in the placement tree (0 for the caller,
 * null when the node is not the caller or below it) and how many members are placed directly under it.
 * Undefined when the node does not exist.
 */
export async function findPlacementNode(
  db: Database,
  callerId: bigint,
  nodeId: bigint,
): Promise<PlacementNodeRow | undefined> {
  const result = await sql<PlacementNodeRow>`
    with recursive up (id, placement_id, steps) as (
      select id, placement_id, 0 from members where id = ${nodeId}
      union all
      select m.id, m.placement_id, up.steps + 1
      from up join members m on m.id = up.placement_id
      where up.id <> ${callerId} and up.steps < ${PLACEMENT_WALK_LIMIT}
    )
    select m.username,
           (select steps from up where id = ${callerId})::integer as level,
           (select count(*) from members c where c.placement_id = m.id)::integer as placed_count
    from members m where m.id = ${nodeId}
  `.execute(db);
  return result.rows[0];
}

export interface PlacementChildRow {
  member_id: bigint | string;
  username: string;
  joined_at: Date;
  sponsor_username: string | null;
  own_volume_micro: bigint | string;
  rank: number;
  rank_name_en: string;
  placed_count: number;
}

/** One page of the members placed directly under `parentId`, oldest first, with their own counts. */
export async function findPlacementChildren(
  db: Database,
  parentId: bigint,
  limit: number,
  offset: number,
): Promise<PlacementChildRow[]> {
  const result = await sql<PlacementChildRow>`
    select m.id as member_id, m.username, m.created_at as joined_at, s.username as sponsor_username,
           coalesce(t.own_volume_micro, 0) as own_volume_micro, r.rank, r.name_en as rank_name_en,
           (select count(*) from members c where c.placement_id = m.id)::integer as placed_count
    from (select * from members where placement_id = ${parentId} order by id limit ${limit} offset ${offset}) m
    left join members s on s.id = m.sponsor_id
    left join team_stats t on t.member_id = m.id
    join team_ranks r on r.rank = coalesce(t.rank, 0)
    order by m.id
  `.execute(db);
  return result.rows;
}
