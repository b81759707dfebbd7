import { type WalletName, type WalletRecord, recordPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { walletKeys } from './keys';
import { fetchRecordsCsv } from './records-csv';

/** What the member's wallet records are filtered by: from/to are business days (YYYY-MM-DD), inclusive. */
export interface RecordFilter {
  wallet: WalletName;
  type: string | null;
  from: string | null;
  to: string | null;
}

const queryOf = (filter: RecordFilter) => ({
  wallet: filter.wallet,
  found_type: filter.type,
  from: filter.from,
  to: filter.to,
});

export const getWalletRecordsQueryOptions = (filter: RecordFilter, page: number) =>
  pageQueryOptions<WalletRecord>(walletKeys.records(filter, page), recordPaths.walletRecord, {
    ...queryOf(filter),
    page,
  });

/** `enabled` is false while the filter cannot be asked for (a backwards range). */
export const useWalletRecords = (filter: RecordFilter, page: number, enabled = true) =>
  useQuery({ ...getWalletRecordsQueryOptions(filter, page), enabled });

/** The whole filtered range as a CSV file, made by the server (not only the page on screen). */
export const fetchWalletRecordsCsv = (filter: RecordFilter) =>
  fetchRecordsCsv(recordPaths.walletRecordCsv, queryOf(filter));
