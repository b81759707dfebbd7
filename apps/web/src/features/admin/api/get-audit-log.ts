import { type AuditEntry, adminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { type AuditListParams, adminKeys } from './keys';

export const getAuditLogQueryOptions = (query: AuditListParams) =>
  pageQueryOptions<AuditEntry>(adminKeys.audit(query), adminPaths.audit, query);

export const useAuditLog = (query: AuditListParams) => useQuery(getAuditLogQueryOptions(query));
