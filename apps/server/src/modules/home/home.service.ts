import { type HomePageData, type MemberInfo, formatMicro } from '@tandem/contracts';
import {
  type Folded,
  type MemberSessionKey,
  type MemberSessionRow,
  combineReads,
  foldedRead,
  readInSession,
  readRowsInSession,
  sessionReaderLanguage,
} from '../../db/member-session';
import type { Deps } from '../../deps';
import {
  type MemberBalanceColumns,
  balancesOfRow,
  findMemberBalances,
  memberBalancesInSession,
} from '../../ledger/balances';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedMember } from '../../lib/principals';
import { activationInSession, getActivation } from '../activation-codes/activation-codes.service';
import { type MemberProfileColumns, getMemberProfile, memberProfileInSession } from '../member/member.service';
import { type LatestNewsColumns, latestNewsInSession, latestNewsOfRows } from '../news/news.service';
import { getUnclaimedProfit, unclaimedProfitInSession } from '../staking/staking.service';
import {
  type StoredRankColumns,
  getStoredRank,
  storedRankInSession,
  storedRankOfRow,
  teamCountsInSession,
} from '../team/team.service';

/**
 * What a member sees of themself: get-member-info and the home page. Composed from the member,
 * staking, team and news services (and the ledger's balances), above all of them, so none of those
 * modules reaches into another's tables for it.
 */

type MemberProfileRow = NonNullable<Awaited<ReturnType<typeof getMemberProfile>>>;
type StoredRank = Awaited<ReturnType<typeof getStoredRank>>;

/** The home page shows this many news items (news type 1, the header's type). */
export const HOME_NEWS_LIMIT = 3;
const HOME_NEWS_TYPE = 1;
const PASSWORD_MASK = '******';

/** Micro-USDT (point5: micro voucher points, a separate asset). */
export interface Balances {
  point1Micro: bigint;
  point2Micro: bigint;
  point3Micro: bigint;
  point4Micro: bigint;
  point5Micro: bigint;
  /** Principal in live stakes. */
  investMicro: bigint;
  /** Accrued staking profit not yet claimed into point2. */
  claimableProfitMicro: bigint;
}

/**
 * A member's wallet balances and stake figures, the one place member calls read them from: the
 * ledger's cached balances (ledger/balances.ts). Invest is the stake-lock account (principal of live
 * stakes); claimable profit the sum of the member's unclaimed accrual lines (the sub-ledger of the
 * platform's profit_payable, migration 0012).
 */
export async function getBalances(deps: Deps, memberId: bigint): Promise<Balances> {
  const [balances, unclaimedProfitMicro] = await Promise.all([
    findMemberBalances(deps.db, memberId),
    getUnclaimedProfit(deps, memberId),
  ]);
  return {
    point1Micro: balances.point1,
    point2Micro: balances.point2,
    point3Micro: balances.point3,
    point4Micro: balances.point4,
    point5Micro: balances.point5,
    investMicro: balances.stake_lock,
    claimableProfitMicro: unclaimedProfitMicro,
  };
}

/** Whom get-member-info describes: the profile row's own id, username and email, or the session's. */
type MemberIdentity = Pick<MemberProfileRow, 'id' | 'username' | 'email'>;

/**
 * get-member-info's answer. The identity comes apart from the profile columns so that the folded read
 * (memberInfoOfRow) passes its row as it is instead of copying its forty-odd columns into a new object
 * per request (decision 033, second pass).
 */
function toMemberInfo(
  who: MemberIdentity,
  row: Omit<MemberProfileRow, keyof MemberIdentity>,
  rank: StoredRank | undefined,
  balances: Balances,
  activatedAt: Date | null,
): MemberInfo {
  return {
    id: String(who.id),
    username: who.username,
    email: who.email,
    address: row.wallet_address,
    password2: row.sec_password_hash ? PASSWORD_MASK : null,
    point1: formatMicro(balances.point1Micro),
    point2: formatMicro(balances.point2Micro),
    point3: formatMicro(balances.point3Micro),
    point4: formatMicro(balances.point4Micro),
    point5: formatMicro(balances.point5Micro),
    invest: formatMicro(balances.investMicro),
    // Named in the reader's language; a member the team tables don't know yet is rank 0.
    rank: { id: rank?.rank ?? 0, rank_name_en: rank?.name_en ?? 'Member', rank_name: rank?.name ?? 'Member' },
    fullname: row.fullname,
    nickname: row.nickname,
    mobile: row.mobile,
    language: row.language,
    country: {
      id: row.country_id,
      name: row.country_name,
      name_en: row.country_name_en,
      short_form: row.country_short_form.trim(),
      buy_rate: String(row.country_buy_rate),
      iso: row.country_iso.trim(),
    },
    check_kyc: { status: row.kyc_status, can_withdraw: row.kyc_status },
    role_info: { name: 'user' },
    sponsor_username: row.sponsor_username,
    created_at: row.created_at.toISOString(),
    needs_username: row.wallet_address !== null && who.username.toLowerCase() === row.wallet_address.toLowerCase(),
    activated: activatedAt !== null,
    activated_at: activatedAt?.toISOString() ?? null,
  };
}

export async function getMemberInfo(deps: Deps, memberId: bigint, language: string): Promise<MemberInfo> {
  const [row, rank, balances, activation] = await Promise.all([
    getMemberProfile(deps, memberId),
    getStoredRank(deps, memberId, language),
    getBalances(deps, memberId),
    getActivation(deps, memberId),
  ]);
  if (!row) throw new AppError('unauthorized');
  return toMemberInfo(row, row, rank, balances, activation.activatedAt);
}

/** What get-member-info's one statement reads next to the session (readMemberInfo). */
type MemberInfoColumns = MemberProfileColumns &
  StoredRankColumns &
  MemberBalanceColumns & { unclaimed_profit_micro: bigint; activated_at: Date | null };

const memberInfoRead = foldedRead(() =>
  combineReads(
    memberProfileInSession,
    storedRankInSession,
    memberBalancesInSession,
    unclaimedProfitInSession,
    activationInSession,
  ),
);

/** get-member-info's one round trip: the session check and everything the answer shows, in one statement. */
export async function readMemberInfo(
  deps: Pick<Deps, 'db'>,
  key: MemberSessionKey,
): Promise<Folded<MemberSessionRow & MemberInfoColumns>> {
  const row = await readInSession<MemberInfoColumns>(deps.db, key, memberInfoRead);
  return { session: row, data: row! };
}

/** get-member-info's answer from readMemberInfo's row, rank named in the reader's `language`. */
export function memberInfoOfRow(member: AuthenticatedMember, row: MemberSessionRow & MemberInfoColumns): MemberInfo {
  return toMemberInfo(
    member,
    row,
    storedRankOfRow(row, member.language),
    {
      point1Micro: row.balance_point1,
      point2Micro: row.balance_point2,
      point3Micro: row.balance_point3,
      point4Micro: row.balance_point4,
      point5Micro: row.balance_point5,
      investMicro: row.balance_stake_lock,
      claimableProfitMicro: row.unclaimed_profit_micro,
    },
    row.activated_at,
  );
}

type HomePageColumns = MemberBalanceColumns & {
  unclaimed_profit_micro: bigint;
  team_direct_count: bigint | number;
  team_size: bigint | number;
} & LatestNewsColumns;

const homePageRead = foldedRead((_db, key) =>
  combineReads(
    memberBalancesInSession,
    unclaimedProfitInSession,
    teamCountsInSession,
    latestNewsInSession(sessionReaderLanguage(key), HOME_NEWS_TYPE, key.now, HOME_NEWS_LIMIT),
  ),
);

/**
 * home-page's one round trip: the session check, balances, team counts and the latest news in the
 * reader's language, in one statement (a row per news item, each carrying the same figures).
 */
export async function readHomePage(
  deps: Pick<Deps, 'db'>,
  key: MemberSessionKey,
): Promise<Folded<Array<MemberSessionRow & HomePageColumns>>> {
  const rows = await readRowsInSession<HomePageColumns>(deps.db, key, homePageRead);
  return { session: rows[0], data: rows };
}

/** home-page's answer from readHomePage's rows. */
export function homePageOfRows(member: AuthenticatedMember, rows: HomePageColumns[]): HomePageData {
  const first = rows[0]!;
  const balances = balancesOfRow(first);
  return {
    username: member.username,
    // point4 (funds under review) and point5 (voucher points) are not spendable USDT.
    total_assets: formatMicro(balances.point1 + balances.point2 + balances.point3),
    invest: formatMicro(balances.stake_lock),
    claimable_profit: formatMicro(first.unclaimed_profit_micro),
    direct_count: Number(first.team_direct_count ?? 0),
    team_size: Number(first.team_size ?? 0),
    news: latestNewsOfRows(rows),
  };
}
