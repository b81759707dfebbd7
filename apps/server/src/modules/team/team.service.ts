import {
  DOWNLINE_PAGE_SIZE,
  type DownlineMember,
  type DownlinePage,
  type TeamInfo,
  type TeamSearchResult,
  formatMicro,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { onMemberJoined } from './team-aggregates';
import {
  type TeamInfoColumns,
  type TeamStatsRow,
  type TreeNodeRow,
  findChildren,
  findRankRules,
  findStoredRank,
  storedRankInSession,
  teamInfoInSession,
  teamCountsInSession,
  findSubtreeNode,
  findTeamStats,
  findTreeNodeByUsername,
  findUsernames,
} from './team.repository';
import { pageWindow } from '../../lib/paging';
import {
  type Folded,
  type MemberSessionKey,
  type MemberSessionRow,
  foldedRead,
  readInSession,
} from '../../db/member-session';
import type { AuthenticatedMember } from '../../lib/principals';

type TeamDeps = Pick<Deps, 'db' | 'settings'>;

const RANK_HISTORY_SHOWN = 10;

type RankNamer = (rank: number, nameEn: string) => string;

/** A rank's name in `language` (team_ranks.names, migration 0024; audit D10), else its English name. */
const rankNameOf = (names: Record<string, string | undefined> | null, language: string, nameEn: string) =>
  names?.[language]?.trim() || nameEn;

/** Names ranks in the reader's language, else in English (rankNameOf). */
export async function rankNamerIn(db: Deps['db'], language: string): Promise<RankNamer> {
  const names = new Map((await findRankRules(db)).map((r) => [r.rank, r.names]));
  return (rank, nameEn) => rankNameOf(names.get(rank) ?? null, language, nameEn);
}

/** getStoredRank's rank as columns `rank_id`, `rank_name_en`, `rank_names` of a folded member read. */
export { storedRankInSession };

export interface StoredRankColumns {
  rank_id: number | null;
  rank_name_en: string | null;
  rank_names: Record<string, string | undefined> | null;
}

/** getStoredRank's answer from a folded read's columns (storedRankInSession), named by rankNameOf. */
export function storedRankOfRow(row: StoredRankColumns, language: string) {
  if (row.rank_id === null || row.rank_name_en === null) return undefined;
  return { rank: row.rank_id, name_en: row.rank_name_en, name: rankNameOf(row.rank_names, language, row.rank_name_en) };
}

/**
 * Sign-up's part in the team: the new member's tree row and join event, checked (and repaired)
 * inside sign-up's transaction, so no member is ever outside the tree (team-aggregates.ts).
 */
export function joinSponsorTree(trx: Trx, memberId: bigint, sponsorId: bigint | null): Promise<void> {
  return onMemberJoined(trx, memberId, sponsorId);
}

function pathOf(node: TreeNodeRow): string[] {
  if (Array.isArray(node.path)) return node.path.map(String);
  const inner = node.path.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}

function toDownlineMember(row: TeamStatsRow, callerDepth: number, rankName: RankNamer): DownlineMember {
  const directCount = Number(row.direct_count);
  return {
    id: String(row.member_id),
    username: row.username,
    level: row.depth - callerDepth,
    joined_at: row.joined_at.toISOString(),
    stake_volume: formatMicro(BigInt(row.own_volume_micro)),
    team_volume: formatMicro(BigInt(row.team_volume_micro)),
    rank: row.rank,
    rank_name_en: row.rank_name_en,
    rank_name: rankName(row.rank, row.rank_name_en),
    direct_count: directCount,
    team_size: Number(row.team_size),
    has_children: directCount > 0,
  };
}

/**
 * Direct members and the whole sponsor subtree below a member (the member not counted), as columns
 * `team_direct_count`, `team_size` of a folded member read (db/member-session.ts): the folded row plus
 * pending join events (team.repository), so it costs the same for a million descendants as for ten.
 * Zero while the team tables do not know the member.
 */
export { teamCountsInSession };

/**
 * The member's stored rank with its English name and its name in `language`, as get-member-info shows
 * it; undefined while the team tables do not know the member.
 */
export async function getStoredRank(deps: Pick<Deps, 'db'>, memberId: bigint, language: string) {
  const [rank, rankName] = await Promise.all([findStoredRank(deps.db, memberId), rankNamerIn(deps.db, language)]);
  return rank && { ...rank, name: rankName(rank.rank, rank.name_en) };
}

const teamInfoRead = foldedRead(() => teamInfoInSession(RANK_HISTORY_SHOWN));

/** teamInfo's one round trip: the session check and the caller's team figures in one statement. */
export async function readTeamInfo(
  deps: Pick<Deps, 'db'>,
  key: MemberSessionKey,
): Promise<Folded<MemberSessionRow & TeamInfoColumns>> {
  const row = await readInSession<TeamInfoColumns>(deps.db, key, teamInfoRead);
  return { session: row, data: row! };
}

/** The caller's team in figures that cost the same for ten descendants or a million (readTeamInfo's row). */
export async function teamInfoOfRow(
  deps: Pick<Deps, 'settings'>,
  member: AuthenticatedMember,
  info: TeamInfoColumns,
): Promise<TeamInfo> {
  // Every member gets its row from the insert trigger; a missing one is a broken database.
  if (info.depth === null) throw new Error(`team_stats row missing for member ${member.id}`);
  const settings = await deps.settings.typed();
  const directActive = Number(info.direct_active_count);
  const bonusLevels = settings.levelBonusBps.length;
  const rankNameEn = info.rank_name_en ?? '';
  return {
    direct_count: Number(info.direct_count),
    direct_active_count: directActive,
    team_size: Number(info.team_size),
    team_volume: formatMicro(BigInt(info.team_volume_micro!)),
    own_volume: formatMicro(BigInt(info.own_volume_micro!)),
    rank: info.rank!,
    rank_name_en: rankNameEn,
    rank_name: rankNameOf(info.rank_names, member.language, rankNameEn),
    next_rank: info.next_rank
      ? {
          rank: info.next_rank.rank,
          rank_name_en: info.next_rank.name_en,
          rank_name: rankNameOf(info.next_rank.names, member.language, info.next_rank.name_en),
          team_volume: formatMicro(BigInt(info.next_rank.team_volume_micro)),
        }
      : null,
    levels: (info.levels ?? [])
      .filter((l) => BigInt(l.members) > 0n)
      .map((l) => ({
        level: l.level,
        members: Number(l.members),
        active_members: Number(l.active_members),
        volume: formatMicro(BigInt(l.volume_micro)),
      })),
    open_bonus_levels: Math.min(directActive, bonusLevels),
    rank_changes: (info.rank_changes ?? []).map((c) => ({
      from_rank: c.from_rank,
      to_rank: c.to_rank,
      team_volume: formatMicro(BigInt(c.team_volume_micro)),
      at: new Date(c.created_at).toISOString(),
    })),
  };
}

/**
 * One level of the tree below `parent` (the caller when omitted), a page at a time. A parent outside
 * the caller's subtree answers NOT_FOUND exactly like an id that does not exist, so guessing ids
 * reveals nothing about other teams.
 */
export async function getDownline(
  deps: TeamDeps,
  callerId: bigint,
  query: { parent?: string; page: number },
  language: string,
): Promise<DownlinePage> {
  const parentId = query.parent === undefined ? callerId : BigInt(query.parent);
  const parent = await findSubtreeNode(deps.db, callerId, parentId);
  if (!parent?.is_inside) throw new AppError('NOT_FOUND');
  const { offset } = pageWindow(query.page, DOWNLINE_PAGE_SIZE);
  const [children, rankName] = await Promise.all([
    parent.direct_count > offset ? findChildren(deps.db, parentId, DOWNLINE_PAGE_SIZE, offset) : [],
    rankNamerIn(deps.db, language),
  ]);
  return {
    parent: { id: String(parentId), username: parent.username, level: parent.depth - parent.caller_depth },
    list: children.map((c) => toDownlineMember(c, parent.caller_depth, rankName)),
    page: query.page,
    per_page: DOWNLINE_PAGE_SIZE,
    total: parent.direct_count,
  };
}

/** Finds a member by username inside the caller's subtree, with the nodes to open to reach it. */
export async function searchTeam(
  deps: TeamDeps,
  callerId: bigint,
  username: string,
  language: string,
): Promise<TeamSearchResult> {
  const caller = await findTeamStats(deps.db, callerId);
  const node = await findTreeNodeByUsername(deps.db, username);
  if (!node) throw new AppError('NOT_FOUND');
  const nodeId = BigInt(node.member_id);
  const path = pathOf(node);
  const callerAt = path.indexOf(String(callerId));
  if (!caller || nodeId === callerId || callerAt < 0) throw new AppError('NOT_FOUND');
  const stepIds = [...path.slice(callerAt + 1), String(nodeId)];
  const names = await findUsernames(
    deps.db,
    stepIds.map((id) => BigInt(id)),
  );
  const member = await findTeamStats(deps.db, nodeId);
  if (!member) throw new AppError('NOT_FOUND');
  return {
    member: toDownlineMember(member, caller.depth, await rankNamerIn(deps.db, language)),
    path: stepIds.map((id, i) => ({ id, username: names.get(id) ?? '', level: i + 1 })),
  };
}
