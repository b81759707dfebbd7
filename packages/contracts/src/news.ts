import { z } from 'zod';
import { languages } from './languages';
import { paramPath, paths } from './paths';

/**
 * News (type 1) and system announcements (type 2), one row per language. Members and the landing
 * site see only published items whose publish_at has come; images are public.
 */
export const newsTypes = { news: 1, announcement: 2 } as const;
export type NewsType = (typeof newsTypes)[keyof typeof newsTypes];
export const newsStatuses = ['draft', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const NEWS_PAGE_SIZE = 10;
export const NEWS_TITLE_MAX = 200;
export const NEWS_DESCRIPTION_MAX = 20_000;
export const NEWS_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const newsPaths = {
  detail: paths.news.detail,
  image: paramPath('/api/news/image/:id'),
  unread: '/api/news/unread',
  markRead: '/api/news/read',
  admin: '/api/admin/news',
  adminOne: paramPath('/api/admin/news/:id'),
  adminPublish: paramPath('/api/admin/news/:id/publish'),
  adminUnpublish: paramPath('/api/admin/news/:id/unpublish'),
  adminImage: paramPath('/api/admin/news/:id/image'),
} as const;

/** One item as the member area and landing site see it. */
export interface NewsItem {
  id: string;
  title: string;
  description: string;
  /** A public image URL, or null. */
  public_path: string | null;
  updated_at: string;
  /** Only for a signed-in member on announcements: whether they have opened it. */
  is_read?: boolean;
}

export interface NewsPage {
  list: NewsItem[];
  page: number;
  per_page: number;
  total: number;
}

export const newsListQuery = z.object({
  language: z.enum(languages).catch('zh'),
  news_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .catch(1),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export const newsInput = z.object({
  news_type: z.union([z.literal(1), z.literal(2)]),
  language: z.enum(languages),
  title: z.string({ error: 'required' }).trim().min(1, 'required').max(NEWS_TITLE_MAX, 'tooLong'),
  description: z.string({ error: 'required' }).trim().min(1, 'required').max(NEWS_DESCRIPTION_MAX, 'tooLong'),
  /** ISO time; in the future schedules the item. Defaults to now on publish. */
  publish_at: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});
export type NewsInput = z.infer<typeof newsInput>;

export interface AdminNewsItem {
  id: string;
  news_type: NewsType;
  language: string;
  title: string;
  description: string;
  public_path: string | null;
  status: NewsStatus;
  publish_at: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  /** Published with publish_at still in the future. */
  is_scheduled: boolean;
}
