import { type TicketSummary, type TicketThread, paths, ticketPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { imageFormData as formOf } from '@/lib/image-form-data';
import { ticketKeys } from './keys';

export interface NewTicket {
  title: string;
  category: string;
  content: string;
  images: File[];
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ images, ...fields }: NewTicket) =>
      api.post<TicketSummary>(paths.ticket.create, formOf(fields, images)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

export function useReplyTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, images }: { content: string; images: File[] }) =>
      api.post<TicketThread>(ticketPaths.reply, formOf({ id, content }, images)),
    onSuccess: (thread) => {
      queryClient.setQueryData(ticketKeys.thread(id), thread);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.list() });
    },
  });
}
