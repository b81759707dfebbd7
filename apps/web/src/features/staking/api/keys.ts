import { memberKeys } from '@/lib/query-keys';

/** Query keys of the member's stakes: under `member`, so an ended session drops them with the rest. */
export const stakingKeys = {
  all: [...memberKeys.all, 'staking'] as const,
  packages: (language: string) => [...stakingKeys.all, 'packages', language] as const,
  info: () => [...stakingKeys.all, 'info'] as const,
  records: (kind: StakingRecordKind, page: number) => [...stakingKeys.all, 'records', kind, page] as const,
  bonus: (page: number) => [...stakingKeys.all, 'bonus', page] as const,
};

export type StakingRecordKind = 'profit' | 'invest' | 'quit';
