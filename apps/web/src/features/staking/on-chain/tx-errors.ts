import { BaseError, ChainMismatchError, ContractFunctionRevertedError, InsufficientFundsError } from 'viem';
import { TransactionRevertedError } from './chain-actions';

/** What went wrong with a transaction, as the page words it (staking:onChain.errors.<kind>). */
export type TxErrorKind = 'rejected' | 'noGas' | 'noBalance' | 'needsApproval' | 'wrongChain' | 'reverted' | 'failed';

/** `isUserRejection` is the wallet login's test for a cancel in the wallet (EIP-1193 code 4001). */
export function txErrorKind(error: unknown, isUserRejection: (error: unknown) => boolean): TxErrorKind {
  if (isUserRejection(error)) return 'rejected';
  if (error instanceof TransactionRevertedError) return 'reverted';
  if (!(error instanceof BaseError)) return 'failed';
  if (error.walk((e) => e instanceof InsufficientFundsError)) return 'noGas';
  if (error.walk((e) => e instanceof ChainMismatchError || (e as Error).name === 'ConnectorChainMismatchError')) {
    return 'wrongChain';
  }
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName === 'ERC20InsufficientBalance') {
    return 'noBalance';
  }
  // A wallet that says the account cannot pay, in its own words.
  if (/insufficient funds/i.test(error.details ?? error.message)) return 'noGas';
  return reverted ? 'reverted' : 'failed';
}
