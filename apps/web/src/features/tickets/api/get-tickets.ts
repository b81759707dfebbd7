import { type TicketSummary, paths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { ticketKeys } from './keys';

export const getTicketsQueryOptions = (page: number) =>
  pageQueryOptions<TicketSummary>(ticketKeys.list(page), paths.ticket.list, { page });

export const useTickets = (page: number) => useQuery(getTicketsQueryOptions(page));
