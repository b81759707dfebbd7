import { type TicketThread, paths } from '@tandem/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';

export const getTicketThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.thread(id),
    queryFn: ({ signal }) => api.get<TicketThread>(paths.ticket.read, { query: { id }, signal }),
    enabled: /^[1-9]\d{0,17}$/.test(id),
    retry: false,
  });

/** Opening a thread marks it read on the server, so the list and header icon are refreshed after. */
export function useTicketThread(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getTicketThreadQueryOptions(id));
  const dataAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!dataAt) return;
    void queryClient.invalidateQueries({ queryKey: ticketKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.list() });
  }, [dataAt, queryClient]);
  return query;
}
