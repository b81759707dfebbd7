import { z } from 'zod';
import { moneyString } from './money';
import { type Language, languages } from './languages';
import { page, pagedQuery } from './page';

/**
 * The team: the sponsor tree below a member, its maintained aggregates, and ranks
 * (decisions.md "Team and bonuses"; docs/api/team.md). Paths keep the spec's spelling.
 */
export const teamPaths = {
  downline: '/api/team/downline-new',
  teamInfo: '/api/team/teamInfo',
  /** Search the caller's own subtree by username (for the tree page). */
  search: '/api/team/search',
  /** One level of the placement tree (jid) below the caller or a member of its placement subtree (audit D9). */
  placement: '/api/team/placement',
} as const;

export const teamAdminPaths = {
  ranks: '/api/admin/team/ranks',
} as const;

const pathStepSchema = z.object({ id: z.string(), username: z.string(), level: z.number() });

/** One member in the tree: enough to draw a node and decide whether it can expand. */
export const downlineMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().describe('levels below the caller; 1 = direct'),
  joined_at: z.string(),
  stake_volume: moneyString.describe('live stake principal of the member alone'),
  team_volume: moneyString.describe("live stake principal of the member's subtree, the member excluded"),
  rank: z.number(),
  rank_name_en: z.string(),
  /** The rank's name in the reader's language (else English). */
  rank_name: z.string(),
  direct_count: z.number(),
  team_size: z.number(),
  has_children: z.boolean(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

export const downlinePageSchema = z.object({
  /** The node whose children these are. */
  parent: pathStepSchema,
  ...page(downlineMemberSchema).shape,
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

/**
 * One member in the placement tree (`jid`, decisions.md "Accounts and sign-up"): where sign-up placed
 * them, which can be below the member who sponsored them. The sponsor tree's aggregates (team size and
 * volume) belong to the sponsor tree and are not repeated here.
 */
export const placementMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().describe('placement levels below the caller; 1 = placed directly under the caller'),
  joined_at: z.string(),
  /** Who referred them (their sponsor), null for the root. */
  sponsor_username: z.string().nullable(),
  stake_volume: moneyString.describe('live stake principal of the member alone'),
  rank: z.number(),
  rank_name_en: z.string(),
  rank_name: z.string(),
  /** Members placed directly under this one. */
  placed_count: z.number(),
  has_children: z.boolean(),
});
export type PlacementMember = z.infer<typeof placementMemberSchema>;

export const placementPageSchema = z.object({
  parent: pathStepSchema,
  ...page(placementMemberSchema).shape,
});
export type PlacementPage = z.infer<typeof placementPageSchema>;

export const teamLevelTotalSchema = z.object({
  level: z.number(),
  members: z.number(),
  /** Members of this level with a live stake. */
  active_members: z.number(),
  volume: moneyString,
});
export type TeamLevelTotal = z.infer<typeof teamLevelTotalSchema>;

export const rankChangeSchema = z.object({
  from_rank: z.number(),
  to_rank: z.number(),
  /** Team volume when the rank moved. */
  team_volume: moneyString,
  at: z.string(),
});
export type RankChange = z.infer<typeof rankChangeSchema>;

export const teamInfoSchema = z.object({
  direct_count: z.number(),
  direct_active_count: z.number().describe('direct members with a live stake: level n of the level bonus needs n'),
  team_size: z.number(),
  team_volume: moneyString,
  own_volume: moneyString,
  rank: z.number(),
  rank_name_en: z.string(),
  /** The rank's name in the reader's language (else English). */
  rank_name: z.string(),
  next_rank: z
    .object({ rank: z.number(), rank_name_en: z.string(), rank_name: z.string(), team_volume: moneyString })
    .nullable(),
  levels: z
    .array(teamLevelTotalSchema)
    .describe('levels 1 to 10 (the bonus levels) that have members; deeper levels count in the totals only'),
  /** Level bonus levels this member is paid on today, by the direct-count gate. */
  open_bonus_levels: z.number(),
  /** The member's latest rank moves, newest first (at most 10). */
  rank_changes: z.array(rankChangeSchema),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

export const rankRuleSchema = z.object({
  rank: z.number(),
  name_en: z.string(),
  /** The name per language; a language without one reads name_en. */
  names: z.record(z.string(), z.string()),
  /** Team volume needed, in USDT. */
  team_volume: moneyString,
  /** Percent of the team's daily profit paid as the rank (special) bonus. */
  bonus_percent: z.string(),
});
export type RankRule = z.infer<typeof rankRuleSchema>;

const idField = z
  .union([z.string(), z.number()], { error: 'invalid' })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'invalid'));

export const downlineQuery = pagedQuery({
  /** Omitted: the caller's direct members. */
  parent: idField.optional(),
});

/** The placement tree's level query: the same shape as the sponsor tree's (parent omitted: the caller). */
export const placementQuery = downlineQuery;

export const teamSearchQuery = z.object({
  username: z.string().trim().min(1, 'required').max(50, 'tooLong'),
});

/** One step of the way from the caller down to a found member (the caller excluded, the member last). */
export type TeamPathStep = z.infer<typeof pathStepSchema>;

export const teamSearchResultSchema = z.object({
  member: downlineMemberSchema,
  /** Open these nodes in order to reach the member in the lazy tree. */
  path: z.array(pathStepSchema),
});
export type TeamSearchResult = z.infer<typeof teamSearchResultSchema>;

/** How many levels teamInfo.levels covers: the level-bonus levels. Deeper members count in the totals. */
export const TEAM_INFO_LEVELS = 10;
export const DOWNLINE_PAGE_SIZE = 20;

const rankNamesInput = z.object(
  Object.fromEntries(languages.map((lng) => [lng, z.string().trim().max(40, 'tooLong').optional()])) as Record<
    Language,
    z.ZodOptional<z.ZodString>
  >,
);

/** Back office: the whole rank table at once, rank 0 first at team volume 0, volumes rising. */
export const rankRulesInput = z.object({
  ranks: z
    .array(
      z.object({
        rank: z.number().int('invalid').min(0, 'invalid').max(50, 'invalid'),
        name_en: z.string().trim().min(1, 'required').max(40, 'tooLong'),
        /** Names in the other languages; one left empty reads name_en (audit D10). */
        names: rankNamesInput.optional(),
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
