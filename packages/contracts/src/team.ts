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
  /** The member's latest rank moves, newest first (at most 10). */
  rank_changes: RankChange[];
}

export interface RankChange {
  from_rank: number;
  to_rank: number;
  /** Team volume when the rank moved. */
  team_volume: string;
  at: string;
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

/** One step of the way from the caller down to a found member (the caller excluded, the member last). */
export interface TeamPathStep {
  id: string;
  username: string;
  level: number;
}

export interface TeamSearchResult {
  member: DownlineMember;
  /** Open these nodes in order to reach the member in the lazy tree. */
  path: TeamPathStep[];
}

/** How many levels teamInfo.levels covers: the level-bonus levels. Deeper members count in the totals. */
export const TEAM_INFO_LEVELS = 10;
export const DOWNLINE_PAGE_SIZE = 20;

/** Back office: the whole rank table at once, rank 0 first at team volume 0, volumes rising. */
export const rankRulesInput = z.object({
  ranks: z
    .array(
      z.object({
        rank: z.number().int('invalid').min(0, 'invalid').max(50, 'invalid'),
        name_en: z.string().trim().min(1, 'required').max(40, 'tooLong'),
        // At most 12 digits: the threshold is stored in micro-USDT as a bigint (13 digits overflowed it).
        team_volume: z.string().regex(/^(0|[1-9][0-9]{0,11})$/, 'invalid'),
        bonus_percent: z.string().regex(/^(100|[0-9]{1,2})(\.[0-9]{1,2})?$/, 'invalid'),
      }),
    )
    .min(1, 'required')
    .max(51, 'invalid'),
  reason: z.string().trim().max(500, 'tooLong').optional(),
});
export type RankRulesInput = z.infer<typeof rankRulesInput>;
