import { z } from 'zod';

/**
 * The team: the sponsor tree below a member, its maintained aggregates, and ranks
 * (decisions.md "Team and bonuses"; docs/api/team.md). Paths keep the spec's spelling.
 */
export const teamPaths = {
  downline: '/api/team/downline-new',
  teamInfo: '/api/team/teamInfo',
  /** Search the caller's own subtree by username (for the tree page). */
  search: '/api/team/search',
} as const;

export const teamAdminPaths = {
  ranks: '/api/admin/team/ranks',
} as const;

/** One member in the tree: enough to draw a node and decide whether it can expand. */
export interface DownlineMember {
  id: string;
  username: string;
  /** Levels below the caller (1 = direct). */
  level: number;
  joined_at: string;
  /** Live stake principal of the member alone. */
  stake_volume: string;
  /** Live stake principal of the member's whole subtree, the member excluded. */
  team_volume: string;
  rank: number;
  rank_name_en: string;
  direct_count: number;
  team_size: number;
  has_children: boolean;
}

export interface DownlinePage {
  /** The node whose children these are. */
  parent: { id: string; username: string; level: number };
  list: DownlineMember[];
  page: number;
  per_page: number;
  total: number;
}

export interface TeamLevelTotal {
  level: number;
  members: number;
  /** Members of this level with a live stake. */
  active_members: number;
  volume: string;
}

export interface TeamInfo {
  direct_count: number;
  /** Direct members with a live stake: the gate for level bonuses (level n needs n). */
  direct_active_count: number;
  team_size: number;
  team_volume: string;
  own_volume: string;
  rank: number;
  rank_name_en: string;
  next_rank: { rank: number; rank_name_en: string; team_volume: string } | null;
  levels: TeamLevelTotal[];
  /** Level bonus levels this member is paid on today, by the direct-count gate. */
  open_bonus_levels: number;
}

export interface RankRule {
  rank: number;
  name_en: string;
  /** Team volume needed, in USDT. */
  team_volume: string;
  /** Percent of the team's daily profit paid as the rank (special) bonus. */
  bonus_percent: string;
}

const idField = z
  .union([z.string(), z.number()], { error: 'invalid' })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'invalid'));

export const downlineQuery = z.object({
  /** Omitted: the caller's direct members. */
  parent: idField.optional(),
  page: z.coerce.number().int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
});

export const teamSearchQuery = z.object({
  username: z.string().trim().min(1, 'required').max(50, 'tooLong'),
});
