import {
  type NotificationItem,
  type NotificationReadInput,
  type UnreadCount,
  notificationPaths,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import { notificationKeys } from './keys';

/** Announcements share their read markers with the system page, so its counts refresh too. */
const announcementKeys = ['member', 'announcements'] as const;

export const getNotificationsQueryOptions = (page: number) =>
  pageQueryOptions<NotificationItem>(notificationKeys.list(page), notificationPaths.list, { page });

export const useNotifications = (page: number) => useQuery(getNotificationsQueryOptions(page));

/** Drives the header bell; polls gently so a decision made by staff shows up without a reload. */
export const getUnreadNotificationCountQueryOptions = (isLoggedIn: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadCount>(notificationPaths.unreadCount, { signal }),
    select: (data) => data.unread,
    enabled: isLoggedIn,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const useUnreadNotificationCount = (isLoggedIn: boolean) =>
  useQuery(getUnreadNotificationCountQueryOptions(isLoggedIn));

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationReadInput) => api.post<UnreadCount>(notificationPaths.read, input),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.unread(), data);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: announcementKeys });
    },
  });
}
