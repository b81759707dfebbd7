import { ticketPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';

/** Whether the member's latest ticket has an unseen staff reply; drives the header icon. */
export const getHasUnreadTicketQueryOptions = (isLoggedIn: boolean) =>
  queryOptions({
    queryKey: ticketKeys.unread(),
    queryFn: ({ signal }) => api.get<{ has_unread: boolean }>(ticketPaths.latestUnread, { signal }),
    enabled: isLoggedIn,
    select: (data) => data.has_unread,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useHasUnreadTicket = (isLoggedIn: boolean) => useQuery(getHasUnreadTicketQueryOptions(isLoggedIn));
