import { DOWNLINE_PAGE_SIZE, type PlacementPage, formatMicro } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/paging';
import { findPlacementChildren, findPlacementNode } from './placement.repository';
import { rankNamerIn } from './team.service';

/**
 * One level of the placement tree (`jid`) below `parent` (the caller when omitted), a page at a time,
 * as the sponsor tree's downline-new does for the sponsor tree (audit D9). A parent that is not the
 * caller or placed below it answers NOT_FOUND exactly like an id that does not exist, so ids reveal
 * nothing about other branches, the sponsor's own included.
 */
export async function getPlacementLevel(
  deps: Pick<Deps, 'db'>,
  callerId: bigint,
  query: { parent?: string; page: number },
  language: string,
): Promise<PlacementPage> {
  const parentId = query.parent === undefined ? callerId : BigInt(query.parent);
  const parent = await findPlacementNode(deps.db, callerId, parentId);
  if (!parent || parent.level === null) throw new AppError('NOT_FOUND');
  const parentLevel = parent.level;
  const { offset } = pageWindow(query.page, DOWNLINE_PAGE_SIZE);
  const [children, rankName] = await Promise.all([
    parent.placed_count > offset ? findPlacementChildren(deps.db, parentId, DOWNLINE_PAGE_SIZE, offset) : [],
    rankNamerIn(deps.db, language),
  ]);
  return {
    parent: { id: String(parentId), username: parent.username, level: parentLevel },
    list: children.map((row) => ({
      id: String(row.member_id),
      username: row.username,
      level: parentLevel + 1,
      joined_at: row.joined_at.toISOString(),
      sponsor_username: row.sponsor_username,
      stake_volume: formatMicro(BigInt(row.own_volume_micro)),
      rank: row.rank,
      rank_name_en: row.rank_name_en,
      rank_name: rankName(row.rank, row.rank_name_en),
      placed_count: row.placed_count,
      has_children: row.placed_count > 0,
    })),
    page: query.page,
    per_page: DOWNLINE_PAGE_SIZE,
    total: parent.placed_count,
  };
}
