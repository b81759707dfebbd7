import type { IconName } from './icons';

/** How members' accounts and balances are protected; the dictionary's `security.<key>` explains each. */
export const securityItems: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'kyc', icon: 'idCard' },
  { key: 'secondaryPassword', icon: 'key' },
  { key: 'staff2fa', icon: 'phoneLock' },
  { key: 'ledger', icon: 'ledger' },
];
