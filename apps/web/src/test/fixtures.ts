import {
  type BankInfo,
  type StakingPackage,
  type WalletInfo,
  type WithdrawRules,
  walletCatalogue,
  walletNames,
} from '@tandem/contracts';

/** What the API answers for a member with 500 USDT in the cash wallet. */
export const wallet: WalletInfo = {
  wallets: walletNames.map((name) => ({
    wallet: name,
    name_en: walletCatalogue[name].nameEn,
    asset: walletCatalogue[name].asset,
    balance: name === 'point1' ? '500.000000' : '0.000000',
    can: walletCatalogue[name].can,
  })),
  point1: '500.000000',
  point2: '0.000000',
  point3: '0.000000',
  point4: '0.000000',
  point5: '0.000000',
  swaps: [],
  transfer_min_amount: '10.000000',
  transfer_fee_percent: '1',
  deposit_addresses: [],
};

export const withdrawRules: WithdrawRules = {
  min_amount: '20.000000',
  max_amount: '10000.000000',
  fee_percent: '2',
  min_fee: '1.000000',
};

export const boundAddress: BankInfo = {
  bank: null,
  address: '0x1111111111111111111111111111111111111111',
  is_bank_bound: false,
  is_address_bound: true,
};

export const fixedPackage: StakingPackage = {
  id: '7',
  code: 'fixed_180',
  type: 'fixed',
  name: 'Fixed 180',
  term_days: 180,
  min_amount: '100.000000',
  max_amount: null,
  step_amount: '100.000000',
  daily_rate: '0.5',
  surrender_after_days: 95,
  penalty_percent: '10',
  can_terminate_early: true,
  is_demo_rate: false,
  status: 'active',
};
