/**
 * Every kind of journal the server posts (ledger/postJournal's `type`). Wallet records, their type
 * filter, the financial report, staking records and the back office's statements show each by its
 * label, `wallet:types.<type>`, in all nine languages: the web's i18n test fails on a type without one,
 * and postJournal accepts only these, so a new movement cannot ship with a raw name on screen.
 */
export const journalTypes = [
  'transfer',
  'swap',
  'deposit',
  'withdrawal_request',
  'withdrawal_cancel',
  'withdrawal_reject',
  'withdrawal_approve',
  'adjustment',
  'pin_purchase',
  'pin_void_refund',
  'profile_reward',
  'mall_order',
  'mall_refund',
  'mall_sale',
  'store_payout',
  'stake',
  'stake_return',
  'stake_redeem',
  'stake_surrender',
  'profit_claim',
  'staking_profit',
  'staking_bonus',
  'bonus_direct',
] as const;
export type JournalType = (typeof journalTypes)[number];
