import type { DownlineMember, DownlinePage, RankRule, TeamInfo, TeamSearchResult } from '@tandem/contracts';
import { z } from 'zod';

const money = z.string().describe('decimal string with six places, e.g. "12.000000"');

export const downlineMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().describe('levels below the caller; 1 = direct'),
  joined_at: z.string(),
  stake_volume: money.describe('live stake principal of the member alone'),
  team_volume: money.describe("live stake principal of the member's subtree, the member excluded"),
  rank: z.number(),
  rank_name_en: z.string(),
  direct_count: z.number(),
  team_size: z.number(),
  has_children: z.boolean(),
}) satisfies z.ZodType<DownlineMember>;

export const downlinePageSchema = z.object({
  parent: z.object({ id: z.string(), username: z.string(), level: z.number() }),
  list: z.array(downlineMemberSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
}) satisfies z.ZodType<DownlinePage>;

export const teamInfoSchema = z.object({
  direct_count: z.number(),
  direct_active_count: z.number().describe('direct members with a live stake: level n of the level bonus needs n'),
  team_size: z.number(),
  team_volume: money,
  own_volume: money,
  rank: z.number(),
  rank_name_en: z.string(),
  next_rank: z.object({ rank: z.number(), rank_name_en: z.string(), team_volume: money }).nullable(),
  levels: z
    .array(z.object({ level: z.number(), members: z.number(), active_members: z.number(), volume: money }))
    .describe('levels 1 to 10 (the bonus levels) that have members; deeper levels count in the totals only'),
  open_bonus_levels: z.number(),
  rank_changes: z.array(z.object({ from_rank: z.number(), to_rank: z.number(), team_volume: money, at: z.string() })),
}) satisfies z.ZodType<TeamInfo>;

export const teamSearchResultSchema = z.object({
  member: downlineMemberSchema,
  path: z.array(z.object({ id: z.string(), username: z.string(), level: z.number() })),
}) satisfies z.ZodType<TeamSearchResult>;

export const rankRuleSchema = z.object({
  rank: z.number(),
  name_en: z.string(),
  team_volume: money,
  bonus_percent: z.string(),
}) satisfies z.ZodType<RankRule>;
