import { memberKeys } from '@/lib/query-keys';

/** Public news (not per member) and the member's announcements (under `member`, dropped at sign-out). */
export const newsKeys = {
  all: ['news'] as const,
  list: (language: string, newsType: number, page: number) => [...newsKeys.all, language, newsType, page] as const,
};

/** Per-member read state: under `member`, so an ended session drops it with the rest. */
export const announcementKeys = {
  all: [...memberKeys.all, 'announcements'] as const,
  list: (language: string, page: number) => [...announcementKeys.all, 'list', language, page] as const,
  unread: (language: string) => [...announcementKeys.all, 'unread', language] as const,
};
