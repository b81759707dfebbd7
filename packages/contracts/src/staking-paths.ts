import { paramPath } from './paths';

/**
 * Staking's paths and lists of codes, apart from its schemas (staking.ts, which re-exports them): a screen that
 * only calls the API or reads a status then does not load the schemas, nor zod, with them (decision 023).
 */
export const stakingPaths = {
  getPackageType: '/api/staking/getPackageType',
  stakingInfo: '/api/staking/stakingInfo',
  staking: '/api/staking/staking',
  redeemProfit: '/api/staking/redeemProfit',
  changeStakingPackage: '/api/staking/changeStakingPackage',
  terminateStaking: '/api/staking/terminateStaking',
  getStakingRecord: '/api/staking/getStakingRecord',
  quitRecord: '/api/staking/quitRecord',
  investRecord: '/api/staking/investRecord',
  /** The trace of one profit or bonus line: which stake or downline event, rule, rate and day. */
  bonusRecord: '/api/staking/bonusRecord',
  /** On-chain staking (contract-staking.ts): the chain id and contract addresses, or not configured. */
  contractInfo: '/api/staking/contractInfo',
  /** The member reports a stake made on chain by its transaction hash. */
  contractStaking: '/api/staking/contractStaking',
} as const;

export const stakingAdminPaths = {
  packages: '/api/admin/staking/packages',
  package: paramPath('/api/admin/staking/packages/:id'),
  surrenders: '/api/admin/staking/surrenders',
  surrenderApprove: paramPath('/api/admin/staking/surrenders/:id/approve'),
  surrenderReject: paramPath('/api/admin/staking/surrenders/:id/reject'),
  settlementDays: '/api/admin/staking/settlement-days',
  /** Superadmin: settle every day that is due now (the scheduler does this each minute anyway). */
  settlementRun: '/api/admin/staking/settlement-days/run',
  bonusRules: '/api/admin/staking/bonus-rules',
} as const;

export const packageTypes = ['flexible', 'fixed', 'contract'] as const;
export type PackageType = (typeof packageTypes)[number];

export const packageStatuses = ['active', 'inactive'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

/** States in which a stake still holds principal and earns profit. */
export const liveStakeStatuses = ['not_activated', 'active', 'quit_request_pending', 'surrender_pending'] as const;
/**
 * The spec's package states, plus `surrender_pending` (a surrender waiting for staff): the live ones,
 * then the ended ones. `end` is a flexible stake redeemed; `terminated` a fixed or contract stake
 * returned at maturity.
 */
export const stakeStatuses = [...liveStakeStatuses, 'surrender_approved', 'terminated', 'end'] as const;
export type StakeStatus = (typeof stakeStatuses)[number];

/** Wallets a stake may be paid from (decisions.md "Wallets"). */
export const stakeSourceWallets = ['point1', 'point2', 'point3'] as const;
export type StakeSourceWallet = (typeof stakeSourceWallets)[number];

/** What the member asks of terminateStaking: return at maturity, surrender early, or redeem a flexible stake now. */
export const terminateActions = ['maturity', 'surrender', 'redeem'] as const;
export type TerminateAction = (typeof terminateActions)[number];
