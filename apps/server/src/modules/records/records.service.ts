import {
  FINANCE_REPORT_MAX_DAYS,
  type FinanceReport,
  type Page,
  type WalletName,
  type WalletRecord,
  type WalletRecordFilter,
  addDays,
  businessDate,
  daysBetween,
  formatMicro,
  isCalendarDay,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { type CsvFile, readAllInBatches } from '../../lib/csv-file';
import { AppError } from '../../lib/app-error';
import { type EntryFilter, accountEntriesRead, findAccountEntriesAfter, sumMemberEntries } from './records.repository';
import { csvFileName, csvHeader, csvLine } from './records-csv';
import { type FoldedPageRows, foldedRecordPageOf, readFoldedRecordPage } from '../../lib/paged-lists';
import type { Folded, MemberSessionKey } from '../../db/member-session';
import { checkRecordRange } from '../../lib/record-range';

/** The days a finance report covers when the member names none: the last 30 business days. */
const DEFAULT_REPORT_DAYS = 30;

/** A line the member can read next to the type: who the money came from or went to. */
function remarkOf(type: string, amountMicro: bigint, metadata: unknown): string | null {
  const meta = (metadata ?? {}) as Record<string, unknown>;
  if (typeof meta.remark === 'string') return meta.remark;
  if (type === 'transfer') {
    return amountMicro < 0n ? `to ${String(meta.to_username ?? '')}` : `from ${String(meta.from_username ?? '')}`;
  }
  if (type === 'swap') return `${String(meta.from_wallet ?? '')} → ${String(meta.to_wallet ?? '')}`;
  return null;
}

/** A record filter's days checked (real dates, not backwards) and made the repository's filter. */
function entryFilterOf(deps: Deps, query: WalletRecordFilter): EntryFilter {
  checkRecordRange(query);
  return {
    kind: query.wallet ?? 'point1',
    journalType: query.found_type,
    range: { from: query.from, to: query.to, timeZone: deps.config.businessTz },
  };
}

type EntryRow = Awaited<ReturnType<typeof findAccountEntriesAfter>>[number];

function toWalletRecord(wallet: WalletName, row: EntryRow): WalletRecord {
  return {
    id: String(row.id),
    wallet,
    type: row.type,
    amount: formatMicro(row.amount_micro),
    previous_balance: formatMicro(row.balance_after_micro! - row.amount_micro),
    current_balance: formatMicro(row.balance_after_micro!),
    remark: remarkOf(row.type, row.amount_micro, row.metadata),
    // Journals are final once posted; pending states belong to deposits and withdrawals themselves.
    status: 'completed',
    created_at: row.created_at.toISOString(),
  };
}

type WalletRecordQuery = WalletRecordFilter & { wallet: WalletName; page: number };

/**
 * wallet-record's one round trip: the filter checked first (VALIDATION_ERROR before any read), then
 * the session check, the page and the total in one statement.
 */
export async function readWalletRecords(
  deps: Deps,
  key: MemberSessionKey,
  query: WalletRecordQuery,
): Promise<Folded<FoldedPageRows<EntryRow>>> {
  const filter = entryFilterOf(deps, query);
  return readFoldedRecordPage(deps.db, key, query.page, accountEntriesRead, filter);
}

/** wallet-record's answer from readWalletRecords' rows. */
export function walletRecordsOfRows(
  rows: FoldedPageRows<EntryRow>,
  query: WalletRecordQuery,
): Promise<Page<WalletRecord>> {
  return foldedRecordPageOf(query.page, rows, (row) => toWalletRecord(query.wallet, row));
}

/**
 * Every movement of the filtered range as CSV, oldest first, read in batches so a long history is
 * exported whole (never only the page on screen): times in the business time zone, exact amounts.
 */
export async function exportWalletRecordsCsv(
  deps: Deps,
  memberId: bigint,
  query: WalletRecordFilter & { wallet: WalletName },
): Promise<CsvFile> {
  const filter = entryFilterOf(deps, query);
  const timeZone = deps.config.businessTz;
  const lines = [csvHeader(timeZone)];
  await readAllInBatches(
    (afterId, limit) => findAccountEntriesAfter(deps.db, memberId, filter, afterId, limit),
    (row) => row.id,
    (row) => lines.push(csvLine(toWalletRecord(query.wallet, row), timeZone)),
  );
  return { fileName: csvFileName(query), body: lines.join('') };
}

export async function getFinanceReport(
  deps: Deps,
  memberId: bigint,
  query: { from?: string; to?: string },
): Promise<FinanceReport> {
  const timeZone = deps.config.businessTz;
  const to = query.to ?? businessDate(deps.clock.now(), timeZone);
  // "2026-02-31" passes the pattern but is no date.
  if (query.from !== undefined && !isCalendarDay(query.from)) throw AppError.fields({ from: 'invalid' });
  if (!isCalendarDay(to)) throw AppError.fields({ to: 'invalid' });
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (daysBetween(from, to) < 0) throw AppError.fields({ from: 'invalid' });
  if (daysBetween(from, to) + 1 > FINANCE_REPORT_MAX_DAYS) throw AppError.fields({ to: 'tooLong' });

  const sums = await sumMemberEntries(deps.db, memberId, from, to, timeZone);
  return {
    from,
    to,
    time_zone: timeZone,
    lines: sums.map((s) => ({
      type: s.type,
      wallet: s.kind as FinanceReport['lines'][number]['wallet'],
      count: s.count,
      total_in: formatMicro(s.totalInMicro),
      total_out: formatMicro(s.totalOutMicro),
      net: formatMicro(s.totalInMicro - s.totalOutMicro),
    })),
  };
}
