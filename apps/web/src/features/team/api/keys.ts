/** Query keys of the member's team: under `member`, so an ended session drops them with the rest. */
export const teamKeys = {
  all: ['member', 'team'] as const,
  info: () => [...teamKeys.all, 'info'] as const,
  downline: (parent: string | null) => [...teamKeys.all, 'downline', parent] as const,
  search: (username: string) => [...teamKeys.all, 'search', username] as const,
  placement: (parent: string | null) => [...teamKeys.all, 'placement', parent] as const,
};
