import { type TicketSummary, paths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';

export interface TicketPage {
  list: TicketSummary[];
  page: number;
  per_page: number;
  total: number;
}

export const getTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(page),
    queryFn: ({ signal }) => api.get<TicketPage>(paths.ticket.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(getTicketsQueryOptions(page));
