import {
  bonusRecordSchema,
  changeStakingPackageInput,
  contractInfoSchema,
  contractStakeSchema,
  contractStakingInput,
  investRecordSchema,
  isLanguage,
  packageTypeListSchema,
  page,
  profitRecordSchema,
  quitRecordSchema,
  redeemProfitInput,
  redeemProfitResultSchema,
  stakeInput,
  stakeViewSchema,
  stakingInfoSchema,
  stakingPageQuery,
  stakingPaths,
  terminateStakingInput,
  type StakeView,
} from '@tandem/contracts';
import { z } from 'zod';
import type { Deps } from '../../deps';
import type { IdempotencyClaim, Idempotent } from '../../ledger/idempotency';
import type { AuthenticatedMember } from '../../lib/principals';
import { SECRET_CHECK_LIMIT } from '../../lib/route-limits';
import { idempotentAction } from '../../plugins/idempotent-action';
import { memberAction, memberFoldedRead, memberPlugin, memberRead } from '../../plugins/member-route';
import { contractInfo, reportContractStake } from './contract-staking.service';
import {
  type FoldedRecordPage,
  bonusRecords,
  investRecords,
  profitRecords,
  quitRecords,
} from './staking-records.service';
import {
  changeStakingPackage,
  createStake,
  listPackages,
  readStakingInfo,
  stakingInfoOfRows,
  redeemProfit,
  terminateStaking,
} from './staking.service';

/** Names of packages in the page's language when it says one, else the member's. */
const languageQuery = z.object({ language: z.string().optional().describe("overrides the member's language") });
const pageAndLanguage = stakingPageQuery.extend(languageQuery.shape);
const readerIn = (member: AuthenticatedMember, { language }: { language?: string | undefined }) =>
  isLanguage(language) ? { ...member, language } : member;

/** A staking service that changes one stake under an Idempotency-Key claim. */
type StakeService<Input> = (
  deps: Deps,
  member: AuthenticatedMember,
  input: Input,
  claim: IdempotencyClaim | null,
) => Promise<Idempotent<StakeView>>;

/** The member's staking calls (docs/api/staking.md); every one needs a member session. */
export const stakingRoutes = memberPlugin('staking', async (app, docs) => {
  memberRead(app, {
    url: stakingPaths.getPackageType,
    docs: docs("Packages open for staking, with amount rules and rates, names in the member's language"),
    query: languageQuery,
    response: packageTypeListSchema,
    run: async (member, query) => ({ package_type: await listPackages(app.deps, readerIn(member, query).language) }),
  });

  memberFoldedRead(app, {
    url: stakingPaths.stakingInfo,
    docs: docs('Asset info: live stakes, principal, claimable and total profit, bonus totals, stakes'),
    query: languageQuery,
    response: stakingInfoSchema,
    read: (session) => readStakingInfo(app.deps, session),
    answer: (member, rows, query) => stakingInfoOfRows(app.deps, readerIn(member, query), rows),
  });

  /** Stake, move and end a stake: each answers the stake's view and may not find it or find it changed. */
  function stakeAction<Body extends z.ZodType<Record<string, unknown>>>(
    url: string,
    body: Body,
    service: StakeService<z.output<Body>>,
    summary: object,
  ) {
    idempotentAction(app, {
      url,
      rateLimit: SECRET_CHECK_LIMIT,
      docs: summary,
      body,
      response: stakeViewSchema,
      errors: [404, 422],
      run: (member, input, claim) => service(app.deps, member, input, claim),
    });
  }

  stakeAction(
    stakingPaths.staking,
    stakeInput,
    createStake,
    docs(
      'Stake into a package from point1, point2 or point3',
      'Amount rules per package: INCORRECT_STAKING_AMOUNT (below min or off the step), MAX_STAKE_AMOUNT; ' +
        'PACKAGE_INACTIVE, INSUFFICIAN_BALANCE, INCORRECT_SEC_PASSWORD. Earns from the first weekday after ' +
        "today (BUSINESS_TZ). The sponsor's direct bonus is paid at once. Accepts Idempotency-Key.",
    ),
  );

  idempotentAction(app, {
    url: stakingPaths.redeemProfit,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Claim all accrued profit into point2',
      'no_can_claim_bonus when nothing is claimable. Accepts Idempotency-Key.',
    ),
    body: redeemProfitInput,
    response: redeemProfitResultSchema,
    errors: [422],
    run: (member, body, claim) => redeemProfit(app.deps, member, body, claim),
  });

  stakeAction(
    stakingPaths.changeStakingPackage,
    changeStakingPackageInput,
    changeStakingPackage,
    docs(
      'Move an active stake into another package',
      'SAME_STAKE_AMOUNT (already in it), PACKAGE_UNDER_TOPUP (not activated yet), PACKAGE_UNDER_TERMINATE, ' +
        "CONTRACT_CANNOT_END_EARLY, INCORRECT_STAKING_AMOUNT / MAX_STAKE_AMOUNT (the new package's rules). " +
        'No money moves; the new term starts tomorrow. Accepts Idempotency-Key.',
    ),
  );

  stakeAction(
    stakingPaths.terminateStaking,
    terminateStakingInput,
    terminateStaking,
    docs(
      'End a stake: at maturity, by surrender, or redeem a flexible stake now',
      'maturity (fixed, contract) → quit_request_pending; surrender (fixed, held more than ' +
        'surrender_after_days: SURRENDER_NOT_OPEN before) → surrender_pending for staff; redeem (flexible) returns ' +
        'the principal to point1 now. CONTRACT_CANNOT_END_EARLY, TERMINATE_NOT_ALLOWED, PACKAGE_UNDER_TOPUP, ' +
        'PACKAGE_UNDER_TERMINATE. Accepts Idempotency-Key.',
    ),
  );

  memberRead(app, {
    url: stakingPaths.contractInfo,
    docs: docs(
      'The chain the on-chain staking page uses: chain id, staking and token contracts',
      'configured: false when the server has no chain (CHAIN_RPC_URL, STAKING_CONTRACT, TOKEN_CONTRACT).',
    ),
    response: contractInfoSchema,
    run: async () => contractInfo(app.deps),
  });

  memberAction(app, {
    url: stakingPaths.contractStaking,
    rateLimit: SECRET_CHECK_LIMIT,
    docs: docs(
      'Report a stake made on chain by its transaction hash; the server verifies and records it',
      'The receipt must be a successful, final transaction with a Staked event of the configured staking ' +
        "contract by the member's linked wallet; amount, type and times come from the event. Refusals: " +
        'CHAIN_NOT_CONFIGURED, WALLET_NOT_LINKED, CHAIN_TX_NOT_FOUND, CHAIN_TX_FAILED, CHAIN_TX_WRONG_CONTRACT, ' +
        'CHAIN_TX_WRONG_WALLET, CHAIN_TX_NOT_FINAL (report again later), CHAIN_UNAVAILABLE, and ' +
        'CHAIN_STAKE_RECORDED for a transaction recorded before (once per chain id, tx hash and log index).',
    ),
    body: contractStakingInput,
    response: z.object({ contract_stakes: z.array(contractStakeSchema) }),
    errors: [409, 422],
    run: async (member, body) => ({ contract_stakes: await reportContractStake(app.deps, member.id, body) }),
  });

  /** The record pages, each at one round trip, package names in the page's language: the session check, the page and its total in one statement. */
  function foldedRecordPage<Row extends z.ZodType, Rows>(
    url: string,
    summary: string,
    row: Row,
    records: FoldedRecordPage<Rows, z.input<Row>>,
  ) {
    memberFoldedRead(app, {
      url,
      docs: docs(summary),
      query: pageAndLanguage,
      response: page(row),
      read: (session, query) => records.read(app.deps, session, query.page),
      answer: (member, rows, query) => records.answer(readerIn(member, query), rows, query.page),
    });
  }

  foldedRecordPage(
    stakingPaths.getStakingRecord,
    'Daily profit lines, newest day first, with principal, rate and claim status',
    profitRecordSchema,
    profitRecords,
  );
  foldedRecordPage(
    stakingPaths.quitRecord,
    'Requests to end stakes (maturity, surrender, redeem) with their outcome, newest first',
    quitRecordSchema,
    quitRecords,
  );
  foldedRecordPage(
    stakingPaths.investRecord,
    'Purchase history: stakes, renewals and package changes, newest first',
    investRecordSchema,
    investRecords,
  );
  foldedRecordPage(
    stakingPaths.bonusRecord,
    'Bonus lines with their trace: source member or stake, level, day, base, rate and rule',
    bonusRecordSchema,
    bonusRecords,
  );
});
