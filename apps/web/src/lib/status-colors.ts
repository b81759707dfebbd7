import type { DepositStatus, KycStatus, WithdrawalStatus } from '@tandem/contracts';

// One colour per status, the same on the member's screens and the back office's, so a status reads
// the same wherever it shows.

/** A request staff approve or reject (deposits, adjustments). */
export const decisionStatusColors: Record<DepositStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

export const withdrawalStatusColors: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

export const kycStatusColors: Record<KycStatus, string> = {
  none: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};
