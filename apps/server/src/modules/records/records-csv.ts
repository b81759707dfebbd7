import type { WalletRecord, WalletRecordFilter } from '@tandem/contracts';

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

/** "2026-03-01 23:59:00" in the business time zone, the zone the header names. */
function businessTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

export function csvHeader(timeZone: string): string {
  return `${BOM}time (${timeZone}),wallet,type,amount,balance before,balance after,remark\r\n`;
}

/** One movement: exact six-place amounts, so the file adds up to the balances to the micro unit. */
export function csvLine(record: WalletRecord, timeZone: string): string {
  return (
    [
      businessTime(record.created_at, timeZone),
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
