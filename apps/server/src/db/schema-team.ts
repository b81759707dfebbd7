import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0010 (team aggregates); merged into DB in schema.ts. */
export interface TeamStatsTable {
  member_id: bigint;
  sponsor_id: bigint | null;
  depth: number;
  /** Ancestors, root first, sponsor last. */
  path: bigint[];
  direct_count: Generated<number>;
  direct_active_count: Generated<number>;
  team_size: Generated<bigint>;
  own_volume_micro: Generated<bigint>;
  team_volume_micro: Generated<bigint>;
  rank: Generated<number>;
  rank_since: Date | null;
  joined_at: Date;
}

export interface TeamLevelStatsTable {
  member_id: bigint;
  level: number;
  members: Generated<bigint>;
  active_members: Generated<bigint>;
  volume_micro: Generated<bigint>;
}

export interface TeamEventsTable {
  id: Generated<bigint>;
  member_id: bigint;
  ancestors: bigint[];
  d_members: Generated<number>;
  d_active: Generated<number>;
  d_volume_micro: Generated<bigint>;
  created_at: Date;
}

export interface TeamRanksTable {
  rank: number;
  name_en: string;
  /** The name per language (migration 0024); a language without one reads name_en. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
  team_volume_micro: bigint;
  /** Basis points of the direct members' daily profit. */
  bonus_bps: number;
  updated_at: Generated<Date>;
}

export interface RankChangesTable {
  id: Generated<bigint>;
  member_id: bigint;
  from_rank: number;
  to_rank: number;
  team_volume_micro: bigint;
  reason: 'volume' | 'rules';
  created_at: Date;
}

export interface TeamTables {
  team_stats: TeamStatsTable;
  team_level_stats: TeamLevelStatsTable;
  team_events: TeamEventsTable;
  team_ranks: TeamRanksTable;
  rank_changes: RankChangesTable;
}
