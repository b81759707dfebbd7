import { type WalletRecord, type WalletRecordFilter, zonedDateTime } from '@tandem/contracts';
import { csvFileName as rangeFileName, csvHeaderRow, csvRow } from '../../lib/csv-file';

export function csvHeader(timeZone: string): string {
  return csvHeaderRow([`time (${timeZone})`, 'wallet', 'type', 'amount', 'balance before', 'balance after', 'remark']);
}

/** One movement: exact six-place amounts, so the file adds up to the balances to the micro unit. */
export function csvLine(record: WalletRecord, timeZone: string): string {
  return csvRow([
    zonedDateTime(new Date(record.created_at), timeZone),
    record.wallet,
    record.type,
    record.amount,
    record.previous_balance,
    record.current_balance,
    record.remark,
  ]);
}

export function csvFileName(query: WalletRecordFilter): string {
  return rangeFileName(`wallet-records-${query.wallet ?? 'point1'}`, query);
}
