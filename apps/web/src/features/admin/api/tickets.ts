import {
  type AdminPage,
  type AdminTicketSummary,
  type AdminTicketThread,
  type CannedReply,
  type CannedReplyInput,
  type StaffReplyInput,
  type TicketInboxFilter,
  type TicketStatus,
  ticketPaths,
} from '@tandem/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface TicketInboxParams {
  filter: TicketInboxFilter;
  page: number;
}

/** Under `admin`, so signing out drops them with the rest of the back office. */
export const ticketAdminKeys = {
  all: [...adminKeys.all, 'tickets'] as const,
  inbox: (params: TicketInboxParams) => [...ticketAdminKeys.all, 'inbox', params] as const,
  thread: (id: string) => [...ticketAdminKeys.all, 'thread', id] as const,
  canned: (language?: string) => [...ticketAdminKeys.all, 'canned', language ?? 'all'] as const,
};

export const useTicketInbox = (params: TicketInboxParams) =>
  useQuery({
    queryKey: ticketAdminKeys.inbox(params),
    queryFn: ({ signal }) =>
      api.get<AdminPage<AdminTicketSummary>>(ticketPaths.adminTickets, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useAdminTicket = (id: string) =>
  useQuery({
    queryKey: ticketAdminKeys.thread(id),
    queryFn: ({ signal }) => api.get<AdminTicketThread>(ticketPaths.adminTicket(id), { signal }),
    retry: false,
  });

/** Every change answers the new thread: put it in the cache and refresh the inbox. */
function useThreadMutation<T>(id: string, call: (input: T) => Promise<AdminTicketThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (thread) => {
      queryClient.setQueryData(ticketAdminKeys.thread(id), thread);
      return queryClient.invalidateQueries({ queryKey: [...ticketAdminKeys.all, 'inbox'] });
    },
  });
}

export const useStaffReply = (id: string) =>
  useThreadMutation(id, (input: StaffReplyInput) => api.post<AdminTicketThread>(ticketPaths.adminReply(id), input));

export const useAssignTicket = (id: string) =>
  useThreadMutation(id, (staffId: string | null) =>
    api.post<AdminTicketThread>(ticketPaths.adminAssign(id), { staff_id: staffId }),
  );

export const useSetTicketStatus = (id: string) =>
  useThreadMutation(id, (status: TicketStatus) => api.post<AdminTicketThread>(ticketPaths.adminStatus(id), { status }));

export const useCannedReplies = (language?: string) =>
  useQuery({
    queryKey: ticketAdminKeys.canned(language),
    queryFn: ({ signal }) =>
      api.get<CannedReply[]>(ticketPaths.adminCanned, { query: language ? { language } : {}, signal }),
  });

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CannedReplyInput & { id?: string }) =>
      id
        ? apiRequest<CannedReply>('PUT', ticketPaths.adminCannedOne(id), { body: input })
        : api.post<CannedReply>(ticketPaths.adminCanned, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ticketAdminKeys.all, 'canned'] }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', ticketPaths.adminCannedOne(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ticketAdminKeys.all, 'canned'] }),
  });
}
