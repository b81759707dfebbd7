import { memberKeys } from '@/lib/query-keys';

/** Under `member`, so an ended session drops them with the rest of the member's data. */
export const notificationKeys = {
  all: [...memberKeys.all, 'notifications'] as const,
  list: (page: number) => [...notificationKeys.all, 'list', page] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
