import { type Page, type TicketSummary, paths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';

export const getTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(page),
    queryFn: ({ signal }) => api.get<Page<TicketSummary>>(paths.ticket.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(getTicketsQueryOptions(page));
