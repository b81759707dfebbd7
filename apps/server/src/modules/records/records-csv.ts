import { type WalletRecord, type WalletRecordFilter, zonedDateTime } from '@tandem/contracts';

/** Rows an export reads per query: a long history is read in steps, never held as one result. */
export const RECORD_EXPORT_BATCH = 1000;

/** Spreadsheets open UTF-8 as such only with the byte-order mark. */
const BOM = '\uFEFF';

/**
 * A text cell, quoted when it holds a comma, quote or line break; one that a spreadsheet would run
 * as a formula (=, +, -, @ first) is prefixed with an apostrophe. Amounts are written apart, as numbers.
 */
function textCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(timeZone: string): string {
  return `${BOM}time (${timeZone}),wallet,type,amount,balance before,balance after,remark\r\n`;
}

/** One movement: exact six-place amounts, so the file adds up to the balances to the micro unit. */
export function csvLine(record: WalletRecord, timeZone: string): string {
  return (
    [
      zonedDateTime(new Date(record.created_at), timeZone),
      record.wallet,
      textCell(record.type),
      record.amount,
      record.previous_balance,
      record.current_balance,
      textCell(record.remark),
    ].join(',') + '\r\n'
  );
}

export function csvFileName(query: WalletRecordFilter): string {
  const range = [query.from ?? 'start', query.to ?? 'today'].join('-');
  return `wallet-records-${query.wallet ?? 'point1'}-${range}.csv`;
}
