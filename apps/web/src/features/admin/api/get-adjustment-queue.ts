import { type AdjustmentRecord, type AdjustmentStatus, adjustmentPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FinanceQueueParams } from './finance';
import { financeKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';

export const getAdjustmentQueueQueryOptions = (params: FinanceQueueParams<AdjustmentStatus>) =>
  pageQueryOptions<AdjustmentRecord>(financeKeys.adjustments(params), adjustmentPaths.list, params);

export const useAdjustmentQueue = (params: FinanceQueueParams<AdjustmentStatus>) =>
  useQuery(getAdjustmentQueueQueryOptions(params));
