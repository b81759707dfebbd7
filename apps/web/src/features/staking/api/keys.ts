/**
 * Query keys of the member's stakes: under `member`, so an ended session drops them with the rest.
 * Stakes move money, so after an action the wallet's and homepage's keys go stale too (repeated here
 * because features never import each other).
 */
export const stakingKeys = {
  all: ['member', 'staking'] as const,
  packages: (language: string) => [...stakingKeys.all, 'packages', language] as const,
  info: () => [...stakingKeys.all, 'info'] as const,
  records: (kind: StakingRecordKind, page: number) => [...stakingKeys.all, 'records', kind, page] as const,
  bonus: (page: number) => [...stakingKeys.all, 'bonus', page] as const,
  wallet: ['member', 'wallet'] as const,
  memberInfo: ['member', 'info'] as const,
  homePage: ['member', 'home-page'] as const,
};

export type StakingRecordKind = 'profit' | 'invest' | 'quit';
