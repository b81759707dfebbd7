import { type NewsItem, newsPaths, paths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { announcementKeys } from './keys';

/** System announcements (news type 2) with the member's own read state on each. */
export const getAnnouncementsQueryOptions = (language: string, page: number) =>
  pageQueryOptions<NewsItem>(announcementKeys.list(language, page), paths.news.list, { language, news_type: 2, page });

export const useAnnouncements = (language: string, page: number) =>
  useQuery(getAnnouncementsQueryOptions(language, page));

export const getUnreadAnnouncementsQueryOptions = (language: string, isEnabled = true) =>
  queryOptions({
    queryKey: announcementKeys.unread(language),
    queryFn: ({ signal }) => api.get<{ unread: number }>(newsPaths.unread, { query: { language }, signal }),
    select: (data) => data.unread,
    enabled: isEnabled,
  });

export const useUnreadAnnouncements = (language: string, isEnabled = true) =>
  useQuery(getUnreadAnnouncementsQueryOptions(language, isEnabled));

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(newsPaths.markRead, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
