import {
  type AdminTicketSummary,
  type AdminTicketThread,
  type CannedReply,
  type CannedReplyInput,
  type StaffReplyInput,
  type TicketInboxFilter,
  type TicketStatus,
  ticketPaths,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { imageFormData } from '@/lib/image-form-data';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { ticketAdminKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';
import { recordQueryOptions } from '@/lib/record-query';

export type TicketInboxParams = {
  filter: TicketInboxFilter;
  page: number;
};

export const getTicketInboxQueryOptions = (params: TicketInboxParams) =>
  queryOptions({
    ...pageQueryOptions<AdminTicketSummary>(ticketAdminKeys.inbox(params), ticketPaths.adminTickets, params),
    // New tickets arrive while support watches the inbox.
    refetchInterval: 60_000,
  });

export const useTicketInbox = (params: TicketInboxParams) => useQuery(getTicketInboxQueryOptions(params));

export const getAdminTicketQueryOptions = (id: string) =>
  recordQueryOptions<AdminTicketThread>(ticketAdminKeys.thread(id), ticketPaths.adminTicket(id));

export const useAdminTicket = (id: string) => useQuery(getAdminTicketQueryOptions(id));

/** Every change answers the new thread: put it in the cache and refresh the inbox. */
function useThreadMutation<T>(id: string, call: (input: T) => Promise<AdminTicketThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (thread) => {
      queryClient.setQueryData(ticketAdminKeys.thread(id), thread);
      return queryClient.invalidateQueries({ queryKey: ticketAdminKeys.inbox() });
    },
  });
}

/** A reply with images goes as a multipart form, its flag and status as text; without, as JSON. */
export const useStaffReply = (id: string) =>
  useThreadMutation(id, ({ images, ...input }: StaffReplyInput & { images: File[] }) =>
    api.post<AdminTicketThread>(
      ticketPaths.adminReply(id),
      images.length === 0
        ? input
        : imageFormData(
            {
              content: input.content,
              is_internal: String(input.is_internal),
              ...(input.status ? { status: input.status } : {}),
            },
            images,
          ),
    ),
  );

export const useAssignTicket = (id: string) =>
  useThreadMutation(id, (staffId: string | null) =>
    api.post<AdminTicketThread>(ticketPaths.adminAssign(id), { staff_id: staffId }),
  );

export const useSetTicketStatus = (id: string) =>
  useThreadMutation(id, (status: TicketStatus) => api.post<AdminTicketThread>(ticketPaths.adminStatus(id), { status }));

export const getCannedRepliesQueryOptions = (language?: string) =>
  queryOptions({
    queryKey: ticketAdminKeys.canned(language),
    queryFn: ({ signal }) =>
      api.get<CannedReply[]>(ticketPaths.adminCanned, { query: language ? { language } : {}, signal }),
  });

export const useCannedReplies = (language?: string) => useQuery(getCannedRepliesQueryOptions(language));

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CannedReplyInput & { id?: string }) =>
      id
        ? apiRequest<CannedReply>('PUT', ticketPaths.adminCannedOne(id), { body: input })
        : api.post<CannedReply>(ticketPaths.adminCanned, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketAdminKeys.cannedLists() }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', ticketPaths.adminCannedOne(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketAdminKeys.cannedLists() }),
  });
}

export const getAdminAttachmentQueryOptions = (attachment: { id: string; url: string }) =>
  privateFileQueryOptions(ticketAdminKeys.attachment(attachment.id), attachment.url, { retry: false });

/** A private attachment through the staff route, as an object URL (an <img src> could not send the token). */
export function useAdminAttachment(attachment: { id: string; url: string }) {
  return usePrivateFile(getAdminAttachmentQueryOptions(attachment));
}
