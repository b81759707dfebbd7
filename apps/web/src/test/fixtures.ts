import {
  type BankInfo,
  type ChainDepositRecord,
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
  withdraw_held_until: null,
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

/** A BEP-20 transfer read from the chain (decision 008): its hash and sender made of `id`'s letter. */
export const chainDepositRecord = (id: string, status: ChainDepositRecord['status']): ChainDepositRecord => ({
  id,
  chain_id: 97,
  tx_hash: `0x${id.repeat(64)}`,
  log_index: 0,
  block_number: '42',
  from_address: `0x${'1'.repeat(40)}`,
  to_address: `0x${'2'.repeat(40)}`,
  amount: '12.345678',
  status,
  seen_at: '2026-11-25T10:00:00.000Z',
  final_at: status === 'seen' ? null : '2026-11-25T10:00:02.000Z',
});
