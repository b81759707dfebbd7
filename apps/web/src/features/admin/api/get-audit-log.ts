import { type Page, type AuditEntry, adminPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AuditListParams, adminKeys } from './keys';

export const getAuditLog = (query: AuditListParams) =>
  api.get<Page<AuditEntry>>(adminPaths.audit, { query: { ...query } });

export const getAuditLogQueryOptions = (query: AuditListParams) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditListParams) => useQuery(getAuditLogQueryOptions(query));
