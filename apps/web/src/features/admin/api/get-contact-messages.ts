import { type AdminContactMessage, type Page, adminPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ContactMessageListParams, adminKeys } from './keys';

export const getContactMessages = (query: ContactMessageListParams) =>
  api.get<Page<AdminContactMessage>>(adminPaths.contactMessages, { query: { ...query } });

export const getContactMessagesQueryOptions = (query: ContactMessageListParams) =>
  queryOptions({
    queryKey: adminKeys.contactMessageList(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: ContactMessageListParams) => useQuery(getContactMessagesQueryOptions(query));
