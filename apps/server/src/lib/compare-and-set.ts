import { AppError } from './app-error';

/**
 * Why a compare-and-set (an update guarded by the row's status) moved nothing, told from the row as
 * it is now: NOT_FOUND when it is gone or, with `memberId`, not that member's; otherwise
 * STATE_CHANGED with the status another decision left it in.
 */
export function missingOrChanged(row: { status: string; member_id?: bigint } | undefined, memberId?: bigint): never {
  if (!row || (memberId !== undefined && row.member_id !== memberId)) throw new AppError('NOT_FOUND');
  throw new AppError('STATE_CHANGED', { status: row.status });
}
