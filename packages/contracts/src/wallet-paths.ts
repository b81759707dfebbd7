/*
 * The wallet's paths, apart from its schemas (wallet.ts, which re-exports them): a screen that only reads the
 * balances then does not load the schemas, nor zod, with them (decision 023).
 */

/** Wallet and record calls at the spec's exact spelling (api.md), typos included. */
export const walletPaths = {
  getWallet: '/api/wallet/getWallet',
  checkReceiver: '/api/wallet/check-receiver',
  walletTransfer: '/api/wallet/wallet-transafer',
  transferRecord: '/api/wallet/wallet-tranfer-record',
  /** The transfers of transferRecord's filters, every row of the range, as a CSV file. */
  transferRecordCsv: '/api/wallet/wallet-tranfer-record.csv',
  changeWallet: '/api/wallet/changeWallet',
} as const;

export const recordPaths = {
  walletRecord: '/api/record/wallet-record',
  financeReport: '/api/record/getFinanceReport',
  /** The same movements as walletRecord, every row of the filtered range, as a CSV file. */
  walletRecordCsv: '/api/record/wallet-record.csv',
} as const;
