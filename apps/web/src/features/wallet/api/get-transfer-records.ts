import { type TransferRecord, walletPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { type DayRange, isBackwards } from '../record-days';
import { walletKeys } from './keys';
import { fetchRecordsCsv } from './records-csv';

export const getTransferRecordsQueryOptions = (range: DayRange, page: number) =>
  pageQueryOptions<TransferRecord>(walletKeys.transfers(range, page), walletPaths.transferRecord, { ...range, page });

/** The transfers of the days chosen; none are asked for while the range is backwards. */
export const useTransferRecords = (page: number, { range }: { range: DayRange }) =>
  useQuery({ ...getTransferRecordsQueryOptions(range, page), enabled: !isBackwards(range) });

/** Every transfer of the days chosen as CSV, made by the server. */
export const fetchTransfersCsv = (range: DayRange) => fetchRecordsCsv(walletPaths.transferRecordCsv, { ...range });
