import type { IconName } from './icons';

/** How members' accounts and balances are protected; the dictionary's `security.<key>` explains each. */
export const securityItems: Readonly<Record<string, IconName>> = {
  kyc: 'idCard',
  secondaryPassword: 'key',
  staff2fa: 'phoneLock',
  ledger: 'ledger',
};
