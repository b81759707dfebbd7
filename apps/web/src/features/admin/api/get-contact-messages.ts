import { type AdminContactMessage, adminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { type ContactMessageListParams, adminKeys } from './keys';

export const getContactMessagesQueryOptions = (query: ContactMessageListParams) =>
  pageQueryOptions<AdminContactMessage>(adminKeys.contactMessageList(query), adminPaths.contactMessages, query);

export const useContactMessages = (query: ContactMessageListParams) => useQuery(getContactMessagesQueryOptions(query));
